import type { LoaderFunctionArgs } from "@remix-run/node";
import { storageApiAnswer, storageAudit } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/storage/audit (admin): totalFiles, totalSize, breakdown per user and per kind. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return storageApiAnswer(storageAudit);
}

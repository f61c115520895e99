import type { LoaderFunctionArgs } from "@remix-run/node";
import { storageAnalytics, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/storage/analytics (admin): storage per user, uploads per day and week, counts. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return storageApiAnswer(storageAnalytics);
}

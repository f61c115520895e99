import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminFileResponse } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/object-storage/file?user={userId}&key={key} (admin): the stored object itself. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return adminFileResponse(request);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { browseUserFolder, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/**
 * GET /api/admin/object-storage/user/{userId}?cursor=&pageSize= (admin): one page of the files in
 * `photo/{userId}/` with their database status, the folder's totals and the next page's cursor.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  const query = new URL(request.url).searchParams;
  return storageApiAnswer(() =>
    browseUserFolder(params.userId, {
      cursor: query.get("cursor") || undefined,
      pageSize: query.has("pageSize") ? Number(query.get("pageSize")) : undefined,
    }),
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { listStorageUsers, storageApiAnswer } from "~/services/admin/storage/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/object-storage/users (admin): the picker's users, name or email and role. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return storageApiAnswer(listStorageUsers);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listUsersForAdmin } from "~/services/admin/users.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/users (admin): every account with its role, join date and photo count. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listUsersForAdmin(), { headers: { "Cache-Control": "private, no-store" } });
}

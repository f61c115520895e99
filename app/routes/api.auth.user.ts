import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";

/** GET /api/auth/user: the current user (emailPartial only), 401 when signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(toPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { startAuthorization } from "~/services/google-photos/connection.server";

/** GET: sends the signed-in user to Google's consent page (state and PKCE in the session). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return startAuthorization(request, user);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { completeAuthorization } from "~/services/google-photos/connection.server";

/** Google's redirect back: to /account with google_photos=connected or google_photos_error. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return completeAuthorization(request, user);
}

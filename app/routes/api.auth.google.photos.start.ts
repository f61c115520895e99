import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireConsentUser } from "~/services/google-photos/consent-user.server";
import {
  returnTargetOf,
  startAuthorization,
  targetPagePath,
} from "~/services/google-photos/connection.server";

/**
 * GET `?from=account|connect|albums`: sends the signed-in user to Google's consent page (state,
 * PKCE and the return target in the session). A signed-out browser signs in first and comes back
 * to the page it started from, to press Connect again: sending it on to Google straight from the
 * sign-in form would be a form post redirected to another origin, which the CSP's form-action
 * 'self' stops. A script gets 401.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const from = returnTargetOf(new URL(request.url).searchParams.get("from"));
  const user = await requireConsentUser(request, targetPagePath(from));
  return startAuthorization(request, user);
}

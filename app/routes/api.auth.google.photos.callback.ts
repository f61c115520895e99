import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireConsentUser } from "~/services/google-photos/consent-user.server";
import { completeAuthorization } from "~/services/google-photos/connection.server";

/**
 * Google's redirect back, to the page the consent started from (`?from=` on the start):
 * success → `?success=connected` (account: `google_photos=connected`), failure → an error code.
 * A browser whose session ended meanwhile signs in again and lands on the account page: its
 * consent is gone with the old session, so there is nothing left to complete.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsentUser(request, "/account");
  return completeAuthorization(request, user);
}

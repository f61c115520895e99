import { redirect } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { getCurrentUser, requireApiUser } from "../auth/guards.server";

/**
 * A browser's own navigation (a link or a redirect it follows), as opposed to a script's fetch:
 * browsers mark navigations with `Sec-Fetch-Mode: navigate`; older ones at least ask for HTML.
 */
function isPageNavigation(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * The user of the consent start and callback. These URLs are followed by the browser, not
 * fetched, so a signed-out browser is sent to sign in, then to `afterSignIn`; a script keeps the
 * JSON API's 401.
 */
export async function requireConsentUser(request: Request, afterSignIn: string): Promise<User> {
  if (!isPageNavigation(request)) return requireApiUser(request);
  const user = await getCurrentUser(request);
  if (user) return user;
  throw redirect(`/login?redirectTo=${encodeURIComponent(afterSignIn)}`);
}

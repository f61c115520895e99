import { data } from "@remix-run/node";
import { commitSession, getSession, type Toast } from "~/services/session.server";
import type { AccountActionResult } from "./account-view";

/**
 * An action's answer plus a toast flashed into the session. Sessions live on the server, so the
 * loaders that run after the action (in the same document request without JavaScript, or the
 * revalidation with it) read the toast at once: one mechanism for both, and no redirect that
 * would reset the scroll position or lose the form's state.
 */
export async function respond(
  request: Request,
  body: AccountActionResult,
  toast?: Toast,
  status = 200,
  headers: Record<string, string> = {},
) {
  if (!toast) return data(body, { status, headers });
  const session = await getSession(request);
  session.flash("toast", toast);
  return data(body, {
    status,
    headers: { ...headers, "Set-Cookie": await commitSession(session) },
  });
}

export const failure = (title: string, description: string): Toast => ({
  title,
  description,
  variant: "destructive",
});

import { redirect } from "@remix-run/node";
import {
  commitSession,
  destroySession,
  getSession,
  newSession,
  type Toast,
} from "~/services/session.server";

/**
 * Redirects in a brand-new session carrying a toast: signed in as `userId` after a password change
 * (rotation, as on sign-in), or signed out after the account is deleted. The old session's record
 * is already gone by then, and a flash written to it would be lost.
 */
export async function redirectInFreshSession(
  request: Request,
  { userId, to, toast }: { userId?: string; to: string; toast: Toast },
) {
  const old = await getSession(request);
  if (old.id) await destroySession(old);
  const session = await newSession();
  if (userId) session.set("userId", userId);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

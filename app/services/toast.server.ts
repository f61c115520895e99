import { redirect } from "@remix-run/node";
import { commitSession, getSession, type Toast } from "./session.server";

/** Redirects and shows a toast on the next page, with or without JavaScript (flash session). */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Toast,
  init?: ResponseInit,
) {
  const session = await getSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** Reads and consumes the pending toast; the returned header must be sent to clear it. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; setCookie?: string }> {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null };
  return { toast, setCookie: await commitSession(session) };
}

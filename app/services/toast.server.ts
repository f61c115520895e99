import { data, redirect } from "@remix-run/node";
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

/**
 * Redirects with a toast unless one is already waiting (e.g. flashed by the page that sent the
 * user here, like 'Albums Selected' on its way to `/account?google_photos=connected`).
 */
export async function redirectKeepingToast(request: Request, to: string, toast: Toast | null) {
  const session = await getSession(request);
  if (!toast || session.has("toast")) return redirect(to);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * docs/product.md#account-page: signed-out visitors of the account pages go home with this toast.
 */
export const ACCOUNT_SIGNED_OUT: Toast = {
  title: "Authentication required",
  description: "Please log in to access your account",
};

/**
 * An action's answer plus a toast. Sessions live on the server, so the loaders that run after the
 * action (in the same document request without JavaScript, or the revalidation with it) show it.
 */
export async function dataWithToast<T>(request: Request, body: T, toast: Toast, status = 200) {
  const session = await getSession(request);
  session.flash("toast", toast);
  return data(body, { status, headers: { "Set-Cookie": await commitSession(session) } });
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

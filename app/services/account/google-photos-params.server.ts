import {
  accountErrorText,
  CONNECTED_TOAST,
  CONNECTION_FAILED_TITLE,
} from "~/services/google-photos/messages";
import { redirectKeepingToast } from "~/services/toast.server";
import type { Toast } from "~/services/session.server";

/**
 * What the Google consent round trip leaves on /account (docs/product.md#account-page route table):
 * the callback's `google_photos=connected` / `google_photos_error=<code>`, and the shorter
 * `success` / `error`.
 */
export const CALLBACK_PARAMS = ["google_photos", "google_photos_error", "success", "error"];

/**
 * True for an address whose page loader redirects the callback parameters away at once: the
 * account page with any of them, the connect and albums pages with `success` (their own loaders;
 * the connect page keeps `error`, its list of connection issues). The root loader then leaves a
 * pending toast for the page after the redirect (root.tsx, ADR 19); otherwise it would take it in a
 * response that is never shown.
 */
export function hasCallbackParams(url: URL): boolean {
  if (url.pathname === "/account") return CALLBACK_PARAMS.some((n) => url.searchParams.has(n));
  return url.pathname.startsWith("/account/google-photos/") && url.searchParams.has("success");
}

/**
 * The toast the parameters stand for (docs/product.md#error-catalogue); an error wins over a
 * success.
 */
export function callbackToast(params: URLSearchParams): Toast | null {
  const code = params.get("google_photos_error") ?? params.get("error");
  if (code !== null) {
    return {
      variant: "destructive",
      title: CONNECTION_FAILED_TITLE,
      description: accountErrorText(code),
    };
  }
  if (params.get("google_photos") === "connected" || params.get("success") === "connected")
    return { ...CONNECTED_TOAST };
  return null;
}

/**
 * docs/product.md#states-and-transitions: the callback parameters are removed from the address
 * afterwards. The account loader flashes their toast and redirects to the same address without them
 * (other parameters, like `tab`, stay), so the address is clean with and without JavaScript. A
 * toast already waiting in the session is kept: the albums page flashes 'Albums Selected' before
 * sending the user to `/account?google_photos=connected`. Null when there is nothing to remove.
 */
export async function consumeCallbackParams(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!hasCallbackParams(url)) return null;
  const toast = callbackToast(url.searchParams);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return redirectKeepingToast(request, `${url.pathname}${url.search}`, toast);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { oidcEnabled } from "~/services/auth/authenticator.server";

/**
 * docs/product.md#api-calls: browser navigation to /api/login starts sign-in — the provider when
 * configured.
 */
export function loader(_: LoaderFunctionArgs) {
  return redirect(oidcEnabled() ? "/api/auth/oidc" : "/login");
}

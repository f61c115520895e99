import { config } from "~/config.server";
import { TEMPLATE_MINIATURE_PATH } from "~/utils/template-preview-paths";

const cached = new Map<boolean, [string, string][]>();

/**
 * Whether our own pages may show this path in a frame: only the template picker's miniatures
 * (docs/decisions/0045-template-previews.md). Every other response refuses every frame, ours too.
 */
export function frameableBySameOrigin(pathname: string): boolean {
  return TEMPLATE_MINIATURE_PATH.test(pathname);
}

/**
 * The security headers every response carries besides its Content-Security-Policy
 * (docs/product.md#security-baseline), set by server.mjs on responses Express makes and by the
 * public page cache on its hits.
 */
export function securityHeaders(pathname = ""): [string, string][] {
  const sameOrigin = frameableBySameOrigin(pathname);
  let headers = cached.get(sameOrigin);
  if (!headers) {
    headers = [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["X-Frame-Options", sameOrigin ? "SAMEORIGIN" : "DENY"],
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
      ...(config().secureCookies
        ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
        : []),
    ];
    cached.set(sameOrigin, headers);
  }
  return headers;
}

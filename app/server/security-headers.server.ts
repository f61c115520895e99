import { config } from "~/config.server";
import { SHARE_HEADERS, isSharePath } from "~/services/share-links/link-paths";
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
  // Every answer under a share link, a 404 or a refusal too (docs/decisions/0063-share-links.md).
  if (isSharePath(pathname)) return shareLinkSecurityHeaders();
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

let shareLinkHeaders: [string, string][] | undefined;

/** The site's headers with the share link's over them: its Referrer-Policy is no-referrer. */
function shareLinkSecurityHeaders(): [string, string][] {
  if (!shareLinkHeaders) {
    const own = new Set(SHARE_HEADERS.map(([name]) => name.toLowerCase()));
    shareLinkHeaders = [
      ...securityHeaders().filter(([name]) => !own.has(name.toLowerCase())),
      ...SHARE_HEADERS,
    ];
  }
  return shareLinkHeaders;
}

import { config } from "~/config.server";
import { isEmbedPath } from "~/services/embeds/embed-paths";
import { SHARE_HEADERS, isSharePath } from "~/services/share-links/link-paths";
import { TEMPLATE_MINIATURE_PATH } from "~/utils/template-preview-paths";

/** Who may show a path in a frame: no one, our own pages, or any site. */
export type Framing = "none" | "same-origin" | "anyone";

const cached = new Map<Framing, [string, string][]>();

/**
 * Whether our own pages may show this path in a frame: only the template picker's miniatures
 * (docs/decisions/0045-template-previews.md). Every other response refuses every frame, ours too.
 */
export function frameableBySameOrigin(pathname: string): boolean {
  return TEMPLATE_MINIATURE_PATH.test(pathname);
}

/**
 * Who may frame this path: any site the embeddable views under /embed/ — made for other sites'
 * pages (docs/decisions/0070-oembed-and-embeds.md) — our own pages the miniatures, no one else.
 */
export function framingOf(pathname: string): Framing {
  if (isEmbedPath(pathname)) return "anyone";
  return frameableBySameOrigin(pathname) ? "same-origin" : "none";
}

/** X-Frame-Options cannot say "anyone": an embeddable view sends none, and CSP's `*` speaks. */
const FRAME_OPTIONS: Record<Framing, [string, string][]> = {
  none: [["X-Frame-Options", "DENY"]],
  "same-origin": [["X-Frame-Options", "SAMEORIGIN"]],
  anyone: [],
};

/**
 * The security headers every response carries besides its Content-Security-Policy
 * (docs/product.md#security-baseline), set by server.mjs on responses Express makes and by the
 * public page cache on its hits.
 */
export function securityHeaders(pathname = ""): [string, string][] {
  // Every answer under a share link, a 404 or a refusal too (docs/decisions/0063-share-links.md).
  if (isSharePath(pathname)) return shareLinkSecurityHeaders();
  const framing = framingOf(pathname);
  let headers = cached.get(framing);
  if (!headers) {
    headers = [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ...FRAME_OPTIONS[framing],
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
      ...(config().secureCookies
        ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
        : []),
    ];
    cached.set(framing, headers);
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

/**
 * The addresses under a share link (docs/product.md#share-links): every one starts with the
 * link's own path, so its unlock cookie (Path=/s/{token}) goes with each and no other.
 */
export const SHARE_PREFIX = "/s/";

export const shareLinkPath = (token: string) => `${SHARE_PREFIX}${token}`;

export const shareMediaPath = (token: string, photoId: string, name: string) =>
  `${shareLinkPath(token)}/media/${photoId}/${name}`;

export const sharePhotoPath = (token: string, photoId: string) =>
  `${shareLinkPath(token)}/photos/${photoId}`;

export const shareDownloadPath = (token: string, photoId?: string) =>
  `${shareLinkPath(token)}/download${photoId ? `/${photoId}` : ""}`;

/**
 * Where the gallery's hearts post once JavaScript runs (ADR 66): a resource route answering JSON.
 * Under /s/{token}/, so the link's cookies go with it; the gallery's own data requests
 * (/s/{token}.data) are not.
 */
export const shareFavouritesPath = (token: string) => `${shareLinkPath(token)}/favourites`;

/** The guest's favourites with comments and "Send my selection" (ADR 66). */
export const shareSelectionPath = (token: string) => `${shareLinkPath(token)}/selection`;

/** Whether a request path is under a share link: its answers carry SHARE_HEADERS. */
export const isSharePath = (pathname: string) => pathname.toLowerCase().startsWith(SHARE_PREFIX);

/**
 * Every answer under /s/ (docs/decisions/0063-share-links.md): kept out of search engines, never
 * stored by a browser or a shared cache (so nothing outlives a revoked link), and the token never
 * leaves in a Referer, not even to this site's own logs of other pages. `no-referrer` makes the
 * browser send `Origin: null` with the guests' own form posts; the same-origin guard accepts that
 * when `Sec-Fetch-Site` says same-origin (app/server/request-guards/same-origin.server.ts).
 */
export const SHARE_HEADERS: readonly [string, string][] = [
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Referrer-Policy", "no-referrer"],
  ["Cache-Control", "private, no-store"],
];

/** `headers` with SHARE_HEADERS set over whatever they held. */
export function withShareHeaders(headers: HeadersInit = {}): Headers {
  const out = new Headers(headers);
  for (const [name, value] of SHARE_HEADERS) out.set(name, value);
  return out;
}

/**
 * Where a redirect may send a visitor (docs/product.md#security-baseline): only a path on the site
 * itself. The target is read the way a browser reads a Location header — the WHATWG URL parser,
 * which drops tabs and newlines and treats `\` as `/` — so what is checked is what the browser
 * would follow.
 */
export function safeRedirectPath(target: unknown, siteOrigin: string, fallback = "/"): string {
  if (typeof target !== "string" || !target.trim()) return fallback;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(siteOrigin).origin;
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  // `/.//host` resolves on the site but serialises to `//host`, which a browser reads as a host.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

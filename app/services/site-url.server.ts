import { config } from "~/config.server";

/**
 * SITE_URL without its trailing slash, or null when it is unset: the only source of absolute URLs
 * in anything a shared cache may keep (docs/product.md#security-baseline). A request's Host header
 * is the sender's to choose, so a page that printed it in its OpenGraph tags could be cached and
 * shown to everyone.
 */
export function configuredOrigin(): string | null {
  return config().SITE_URL?.replace(/\/$/, "") ?? null;
}

/**
 * The origin to resolve against when nothing absolute goes out (same-origin redirect checks):
 * SITE_URL, else the origin the request came to. Not for absolute URLs in a response.
 */
export function siteOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/**
 * For the few responses that cannot be written without absolute URLs (sitemap.xml, robots.txt's
 * Sitemap line): SITE_URL with the response's public caching, or else the request's own origin
 * with `private, no-store`, so a forged Host reaches only the client that sent it.
 */
export function originForResponse(
  request: Request,
  publicCacheControl: string,
): { origin: string; cacheControl: string } {
  const configured = configuredOrigin();
  if (configured) return { origin: configured, cacheControl: publicCacheControl };
  return { origin: new URL(request.url).origin, cacheControl: "private, no-store" };
}

/**
 * `path` on `origin`; an address that is already absolute (a CDN's) is kept, as the pages' social
 * cards keep it (app/ui/social-meta.ts). For feeds and the sitemap, whose origin comes from
 * originForResponse.
 */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`;
}

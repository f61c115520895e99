/**
 * Which anonymous GETs the public page cache may answer (docs/decisions/0026-public-page-cache.md)
 * — in one place, so a new public route is added here and nowhere else.
 *
 * Pages are recognised after rendering, by the route that rendered them (a path like `/login`
 * has the same shape as a portfolio's `/{username}`); public JSON by its exact path.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/_index",
  "routes/$identifier",
  "routes/$identifier_.photos.$photoId",
  "routes/photos.$photoId",
]);

const PUBLIC_RESOURCES = [
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/\.well-known\/tdmrep\.json$/,
  /^\/api\/photos$/,
  /^\/api\/templates$/,
  /^\/api\/hero-images$/,
  /^\/api\/hero-images\/default$/,
  /^\/api\/portfolio\/template\/[^/]+$/,
  /^\/api\/portfolio\/[^/]+$/,
  /^\/api\/portfolio\/[^/]+\/photos$/,
];

// First path segments that are never a visitor's public page.
const PRIVATE_AREAS = new Set([
  "account",
  "admin",
  "api",
  "avatars",
  "build",
  "forgot-password",
  "landing",
  "login",
  "logout",
  "media",
  "my-photos",
  "onboarding",
  // Its `token` parameter is the page: a cache key leaves it out.
  "reset-password",
  "signup",
  "healthz",
  "readyz",
  "__manifest",
]);

const PAGE_SHAPES = [/^\/$/, /^\/[^/]+$/, /^\/[^/]+\/photos\/[^/]+$/, /^\/photos\/[^/]+$/];

/** A public JSON or text resource: cacheable when it answers 200 without a cookie. */
export function isPublicResource(pathname: string): boolean {
  return PUBLIC_RESOURCES.some((pattern) => pattern.test(pathname));
}

/** Worth rendering through the cache: a public resource, or a path shaped like a public page. */
export function isCacheCandidate(pathname: string): boolean {
  if (isPublicResource(pathname)) return true;
  // Remix's own data requests (`.data`) and route discovery are left to Remix.
  if (pathname.endsWith(".data")) return false;
  const first = pathname.split("/")[1] ?? "";
  if (PRIVATE_AREAS.has(first)) return false;
  return PAGE_SHAPES.some((shape) => shape.test(pathname));
}

/** The response header a public page's render carries to the cache (never sent out). */
export const PUBLIC_PAGE_MARK = "x-viewfinder-public-page";

// The query parameters public pages and JSON read (`featured`, `category`, paging, the home
// page's `photographers=all`). Others (utm_source, cache busters...) change nothing a visitor sees.
const MEANINGFUL_PARAMS = ["category", "cursor", "featured", "limit", "photographers"];

/**
 * The cache key of an address, and the address a page is rendered from: its path and only the
 * parameters that change the page, first value each, in one order — so `?utm_source=x` or a
 * random `?n=123` neither misses the cache nor fills it with copies.
 */
export function cacheKeyOf(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const name of MEANINGFUL_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query);
}

/**
 * Which anonymous GETs the public page cache may answer (issue 11, DESIGN §10) — in one place,
 * so a new public route is added here and nowhere else.
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
  "landing",
  "login",
  "logout",
  "media",
  "my-photos",
  "onboarding",
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

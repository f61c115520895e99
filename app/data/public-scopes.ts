/**
 * The parts of the public site a write can change, and a cached page can be made of
 * (docs/decisions/0051-scoped-cache-invalidation.md). A page depends on the scopes its render
 * named, and always on SITE_SCOPE; a write names the scopes it changed, or SITE_SCOPE when it
 * cannot tell — then every cached page goes.
 */

/** Site settings, templates, hero banners: shown on every page. */
export const SITE_SCOPE = "site";

/** The home gallery, its photo pages' sequence and its photographers section. */
export const HOME_SCOPE = "home";

/**
 * One photographer's public output: their portfolio pages and JSON, their photos' pages and
 * (when they exist) their collections — a collection page names its owner's scope.
 */
export function userScope(userId: string): string {
  return `user:${userId}`;
}

/**
 * What a public route declares to the public page cache
 * (docs/decisions/0057-cache-rules-on-the-routes.md): a page or resource route exports
 *
 *     export const publicCache: PublicCacheRule = { params: ["category"] };
 *
 * and its anonymous 200s are rendered once and answered to every visitor. `params` are the
 * query parameters the route reads: any other (utm_source, a cache buster) leaves the key, so
 * it neither misses the cache nor fills it with copies. A named export rather than `handle`:
 * the classic compiler sends only a route's browser exports (handle among them) to the
 * browser, so the rule costs the pages' JavaScript nothing.
 */
export interface PublicCacheRule {
  readonly params: readonly string[];
}

/** The rule a route module declares, if any. */
export function publicCacheRuleOf(module: unknown): PublicCacheRule | undefined {
  const rule = (module as { publicCache?: PublicCacheRule } | undefined)?.publicCache;
  return rule && Array.isArray(rule.params) ? rule : undefined;
}

/** The response header a public page's render carries to the cache (never sent out). */
export const PUBLIC_PAGE_MARK = "x-viewfinder-public-page";

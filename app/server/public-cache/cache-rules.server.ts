import type { ServerBuild } from "@remix-run/node";
import { bestBranchOf, routeBranchesOf } from "../route-branches.server";
import { publicCacheRuleOf } from "./public-cache-rule";

/**
 * The public page cache's rules, derived from the build's route manifest
 * (docs/decisions/0057-cache-rules-on-the-routes.md): which addresses it may render and keep,
 * and which query parameters make a different page. A route says it is public in its own module
 * (`publicCache`); nothing here lists routes by hand.
 */
export interface CacheRules {
  /** Worth rendering through the cache: the route Remix would pick for it is public. */
  isCandidate(pathname: string): boolean;
  /** A public JSON or text resource route (its 200 is cached; pages say so as they render). */
  isPublicResource(pathname: string): boolean;
  /** The key and the address rendered: the path and the parameters public routes read. */
  keyOf(url: string): string;
}

export function cacheRulesOf(routes: ServerBuild["routes"]): CacheRules {
  const branches = routeBranchesOf(routes, publicCacheRuleOf);
  const params = [...new Set(branches.flatMap((branch) => branch.rule?.params ?? []))].sort();
  // Matched on misses and bypasses only (a hit is found by its key): a short list of patterns.
  const bestBranch = (pathname: string) => bestBranchOf(branches, pathname);

  return {
    isCandidate(pathname) {
      // Remix's own data requests (`.data`) and route discovery (`/__manifest`) are left to it.
      if (pathname.endsWith(".data") || pathname.startsWith("/__")) return false;
      return bestBranch(pathname)?.rule !== undefined;
    },
    isPublicResource(pathname) {
      const branch = bestBranch(pathname);
      return branch?.rule !== undefined && branch.resource;
    },
    keyOf(url) {
      const query = url.indexOf("?");
      if (query < 0) return url;
      const asked = new URLSearchParams(url.slice(query + 1));
      const kept = new URLSearchParams();
      for (const name of params) {
        const value = asked.get(name);
        if (value !== null) kept.set(name, value);
      }
      const search = kept.toString();
      return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query);
    },
  };
}

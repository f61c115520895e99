import type { ServerBuild } from "@remix-run/node";
import { publicCacheRuleOf, type PublicCacheRule } from "./public-cache-rule";

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

type Routes = ServerBuild["routes"];

interface Branch {
  pattern: RegExp;
  score: number;
  rule: PublicCacheRule | undefined;
  resource: boolean;
}

function fullPathOf(routes: Routes, id: string): string {
  const segments: string[] = [];
  let route: Routes[string] | undefined = routes[id];
  for (; route; route = route.parentId ? routes[route.parentId] : undefined)
    if (route.path) segments.unshift(route.path);
  return segments.join("/");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A path pattern as a regular expression: `:name` one segment, `*` the rest. */
function patternOf(path: string, caseSensitive: boolean | undefined): RegExp {
  const parts = path.split("/").filter(Boolean);
  const source = parts
    .map((part) =>
      part === "*" ? "(?:/.*)?" : part.startsWith(":") ? "/[^/]+" : `/${escape(part)}`,
    )
    .join("");
  return new RegExp(`^${source || "/"}/?$`, caseSensitive ? "" : "i");
}

/**
 * How specific a path pattern is, ranked as React Router ranks its branches: a static segment
 * outweighs a parameter, a splat counts against, an index route wins over its layout.
 */
function scoreOf(path: string, index: boolean | undefined): number {
  const parts = path.split("/");
  let score = parts.length + (parts.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const part of parts) {
    if (part === "*") continue;
    score += part.startsWith(":") ? 3 : part === "" ? 1 : 10;
  }
  return score;
}

function branchesOf(routes: Routes): Branch[] {
  const branches: Branch[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    if (route.path === undefined && !route.index) continue;
    const path = fullPathOf(routes, route.id);
    branches.push({
      pattern: patternOf(path, route.caseSensitive),
      score: scoreOf(path, route.index),
      rule: publicCacheRuleOf(route.module),
      resource: typeof route.module.default !== "function",
    });
  }
  return branches.sort((a, b) => b.score - a.score);
}

export function cacheRulesOf(routes: Routes): CacheRules {
  const branches = branchesOf(routes);
  const params = [...new Set(branches.flatMap((branch) => branch.rule?.params ?? []))].sort();
  // Matched on misses and bypasses only (a hit is found by its key): a short list of patterns.
  const bestBranch = (pathname: string) => branches.find((branch) => branch.pattern.test(pathname));

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

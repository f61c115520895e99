import type { ServerBuild } from "@remix-run/node";

/**
 * The app's routes as path patterns, ranked as React Router ranks them, for the Express layer's
 * rules that a route declares in its own module (the public cache's, ADR 57; API tokens', ADR 68):
 * the rule of the route Remix would pick for an address, without running Remix.
 */
type Routes = ServerBuild["routes"];

export interface RouteBranch<Rule> {
  pattern: RegExp;
  score: number;
  rule: Rule | undefined;
  /** A resource route (no component): JSON, text, files. */
  resource: boolean;
  /** The route's full path pattern, `:name` for a parameter (e.g. `api/collections/:id`). */
  path: string;
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

/** Every addressable route with the rule its module declares, most specific first. */
export function routeBranchesOf<Rule>(
  routes: Routes,
  ruleOf: (module: unknown) => Rule | undefined,
): RouteBranch<Rule>[] {
  const branches: RouteBranch<Rule>[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    if (route.path === undefined && !route.index) continue;
    const path = fullPathOf(routes, route.id);
    branches.push({
      pattern: patternOf(path, route.caseSensitive),
      score: scoreOf(path, route.index),
      rule: ruleOf(route.module),
      resource: typeof route.module.default !== "function",
      path,
    });
  }
  return branches.sort((a, b) => b.score - a.score);
}

/** The branch Remix would pick for a path. */
export const bestBranchOf = <Rule>(branches: RouteBranch<Rule>[], pathname: string) =>
  branches.find((branch) => branch.pattern.test(pathname));

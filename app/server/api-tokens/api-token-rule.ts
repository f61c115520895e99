import type { ApiTokenScopeName } from "~/utils/api-token-scopes";

/**
 * What a route of the photographer's own API declares to accept personal access tokens
 * (docs/decisions/0068-personal-access-tokens.md): a route module exports
 *
 *     export const apiTokens: ApiTokenRule = { methods: { GET: "read", PUT: "write" } };
 *
 * and a request carrying `Authorization: Bearer …` reaches it with one of those methods when its
 * token has the scope named (a `write` token may also read). Every other route (admin, account,
 * passwords, token management, every page) refuses a token before any of its code runs. A named
 * export, as `publicCache` is: it never reaches the browser.
 */
export type ApiTokenScope = ApiTokenScopeName;

export type ApiTokenMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiTokenRule {
  readonly methods: Readonly<Partial<Record<ApiTokenMethod, ApiTokenScope>>>;
}

const SCOPES = new Set<string>(["read", "write"]);

/** The rule a route module declares, if any. */
export function apiTokenRuleOf(module: unknown): ApiTokenRule | undefined {
  const rule = (module as { apiTokens?: ApiTokenRule } | undefined)?.apiTokens;
  if (!rule || typeof rule.methods !== "object" || rule.methods === null) return undefined;
  return Object.values(rule.methods).every((scope) => SCOPES.has(scope as string))
    ? rule
    : undefined;
}

/** The scope a request with this method needs on a route with this rule; null: not allowed. */
export function scopeNeeded(rule: ApiTokenRule | undefined, method: string): ApiTokenScope | null {
  if (!rule) return null;
  const asked = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return rule.methods[asked as ApiTokenMethod] ?? null;
}

/** Whether a token of scope `held` may do what needs scope `needed`. */
export const scopeCovers = (held: ApiTokenScope, needed: ApiTokenScope) =>
  held === "write" || needed === "read";

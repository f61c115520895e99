import {
  apiTokenRuleOf,
  type ApiTokenMethod,
  type ApiTokenRule,
} from "~/server/api-tokens/api-token-rule";

/**
 * Whether the OpenAPI document and the routes agree (docs/decisions/0071-openapi-document.md):
 * pure functions over the built server's route manifest and the document, so CI can show that a
 * token route left out of the document fails.
 */

/** A route of the build as the check needs it. */
export interface ManifestRoute {
  /** Its full path in OpenAPI's templating: `/api/collections/{id}`. */
  path: string;
  hasLoader: boolean;
  hasAction: boolean;
  apiTokens?: ApiTokenRule;
}

interface DocumentPaths {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every documented `METHOD /path`. */
export function documentedOperations(document: DocumentPaths): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every method a route declares for tokens that the document does not describe. */
export function undocumentedTokenRoutes(
  routes: readonly ManifestRoute[],
  document: DocumentPaths,
): string[] {
  const documented = new Set(documentedOperations(document));
  return routes
    .flatMap((route) =>
      Object.keys(route.apiTokens?.methods ?? {}).map((method) => `${method} ${route.path}`),
    )
    .filter((operation) => !documented.has(operation));
}

/** Each documented operation with its method, path and the route at that path, if any. */
function documentedWithRoutes(routes: readonly ManifestRoute[], document: DocumentPaths) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return documentedOperations(document).map((operation) => {
    const [method, path] = operation.split(" ") as [ApiTokenMethod, string];
    return { operation, method, path, route: byPath.get(path) };
  });
}

/**
 * Every documented operation that no route answers: no route at that path, no loader for a GET
 * or action for another method, or a method the route does not open to tokens.
 */
export function unansweredDocumentedOperations(
  routes: readonly ManifestRoute[],
  document: DocumentPaths,
): string[] {
  return documentedWithRoutes(routes, document)
    .filter(({ method, route }) => {
      if (!route) return true;
      const answers = method === "GET" ? route.hasLoader : route.hasAction;
      return !answers || route.apiTokens?.methods[method] === undefined;
    })
    .map(({ operation }) => operation);
}

/**
 * Every documented operation whose `x-token-scope` is not the scope its route's `apiTokens` asks
 * for: the gate enforces the route's, so the document must say the same.
 */
export function misdocumentedScopes(
  routes: readonly ManifestRoute[],
  document: DocumentPaths,
): string[] {
  return documentedWithRoutes(routes, document)
    .filter(({ method, path, route }) => {
      const declared = route?.apiTokens?.methods[method];
      const item = document.paths?.[path]?.[method.toLowerCase()] as
        { "x-token-scope"?: string } | undefined;
      return declared !== undefined && item?.["x-token-scope"] !== declared;
    })
    .map(({ operation }) => operation);
}

/** A Remix path (`api/collections/:id`) in OpenAPI's templating (`/api/collections/{id}`). */
export const openApiPath = (remixPath: string) =>
  "/" + remixPath.replace(/^\/+/, "").replace(/:([A-Za-z0-9_]+)/g, "{$1}");

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: Record<string, unknown>;
}

/** The build's `routes` (build/index.js) as ManifestRoutes, each with its full path. */
export function manifestRoutes(built: Record<string, BuiltRoute>): ManifestRoute[] {
  const fullPath = (route: BuiltRoute | undefined): string =>
    route
      ? [fullPath(route.parentId ? built[route.parentId] : undefined), route.path ?? ""]
          .filter(Boolean)
          .join("/")
      : "";
  return Object.values(built).map((route) => ({
    path: openApiPath(fullPath(route)),
    hasLoader: typeof route.module.loader === "function",
    hasAction: typeof route.module.action === "function",
    apiTokens: apiTokenRuleOf(route.module),
  }));
}

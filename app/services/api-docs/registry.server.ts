import { OpenAPIRegistry, extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { ApiTokenScope } from "~/server/api-tokens/api-token-rule";
import { apiErrorResponse } from "~/services/api-schemas/common";

/**
 * How each area registers its operations in the OpenAPI document
 * (docs/decisions/0071-openapi-document.md): one helper adds the two ways in, the scope a token
 * needs and the `{ message }` refusals, so every operation is described alike.
 */

// zod-to-openapi names and describes schemas through a method it adds to zod; only here.
extendZodWithOpenApi(z);

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** Every refusal the API answers, in the words the reference shows. */
const REFUSALS = {
  400: "The body or a field is not what the operation takes: `message` says which.",
  401: "No session and no valid token.",
  403: "The token's scope does not cover this operation, or the request came from elsewhere.",
  404: "Not found, or not the caller's: both answer alike.",
  409: "Conflicts with what is stored (a name or address already used).",
  413: "The file is larger than the upload limit.",
  415: "The body is not multipart/form-data.",
  429: "Too many requests in a short time (uploads, or tokens that are not valid from this client); `Retry-After` says when to try again.",
} as const;
export type Refusal = keyof typeof REFUSALS;

export interface Operation {
  method: HttpMethod;
  /** OpenAPI's templating: `/api/collections/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  scope: ApiTokenScope;
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  body?: z.ZodTypeAny;
  /** A multipart form instead of JSON (the upload). */
  form?: z.ZodTypeAny;
  status?: 200 | 201;
  /** The JSON answer's schema; none for an operation that answers CSV only. */
  response?: z.ZodTypeAny;
  responseDescription: string;
  /** Also (or only) answers `text/csv`. */
  csv?: boolean;
  refusals: Refusal[];
}

export const idParam = z.object({ id: z.string().describe("The id, as the list answers it.") });

export function documentOperation(registry: OpenAPIRegistry, operation: Operation) {
  const { method, path, tag, summary, scope, params, query, body, form } = operation;
  const scopeWords =
    scope === "read"
      ? "A token with the `read` or `write` scope may call this."
      : "Needs a token with the `write` scope.";
  const errorContent = { "application/json": { schema: apiErrorResponse } };
  // Every token's request passes the token gate, which also refuses a client guessing tokens (429).
  const refusals = [...new Set<Refusal>([401, 403, 429, ...operation.refusals])].sort();
  registry.registerPath({
    method,
    path,
    tags: [tag],
    summary,
    description: [operation.description, scopeWords].filter(Boolean).join("\n\n"),
    "x-token-scope": scope,
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    request: {
      params,
      query,
      body: body
        ? { required: true, content: { "application/json": { schema: body } } }
        : form
          ? { required: true, content: { "multipart/form-data": { schema: form } } }
          : undefined,
    },
    responses: {
      [operation.status ?? 200]: {
        description: operation.responseDescription,
        content: {
          ...(operation.response ? { "application/json": { schema: operation.response } } : {}),
          ...(operation.csv ? { "text/csv": { schema: z.string() } } : {}),
        },
      },
      ...Object.fromEntries(
        refusals.map((status) => [
          status,
          { description: REFUSALS[status], content: errorContent },
        ]),
      ),
    },
  });
}

/** Registers an area's operations under one tag. */
export const operationsTagged =
  (registry: OpenAPIRegistry, tag: string) => (operation: Omit<Operation, "tag">) =>
    documentOperation(registry, { tag, ...operation });

export { OpenAPIRegistry };

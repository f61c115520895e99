import type { ApiTokenScope } from "~/server/api-tokens/api-token-rule";
import { apiDocument, type OpenApiDocument } from "./document.server";

/**
 * The OpenAPI document as the reference page reads it (docs/decisions/0071-openapi-document.md):
 * operations grouped by tag, schemas as pretty JSON. Made from the same document, so the page
 * and /api/openapi.json cannot tell different stories.
 */

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
}

export interface ReferenceAnswer {
  status: string;
  description: string;
  /** Pretty JSON of each media type's schema. */
  contents: { type: string; schema: string }[];
}

export interface ReferenceOperation {
  /** For the page's anchors: `get-api-user-photos-id`. */
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  scope: ApiTokenScope;
  parameters: ReferenceParameter[];
  body: { type: string; schema: string } | null;
  answers: ReferenceAnswer[];
}

export interface ApiReference {
  title: string;
  description: string;
  groups: { tag: string; operations: ReferenceOperation[] }[];
  schemas: { name: string; schema: string }[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

interface OperationLike {
  tags?: string[];
  summary?: string;
  description?: string;
  "x-token-scope"?: ApiTokenScope;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

function contentsOf(content: Record<string, { schema?: unknown }> | undefined) {
  return Object.entries(content ?? {}).map(([type, media]) => ({
    type,
    schema: pretty(media.schema),
  }));
}

function referenceOperation(method: string, path: string, operation: OperationLike) {
  return {
    anchor: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, ""),
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? "",
    description: operation.description ?? "",
    scope: operation["x-token-scope"] ?? "write",
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      description: parameter.description ?? "",
    })),
    body: contentsOf(operation.requestBody?.content)[0] ?? null,
    answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
      status,
      description: answer.description ?? "",
      contents: contentsOf(answer.content),
    })),
  } satisfies ReferenceOperation;
}

export function apiReference(document: OpenApiDocument = apiDocument()): ApiReference {
  const groups = new Map<string, ReferenceOperation[]>(
    (document.tags ?? []).map((tag) => [tag.name, []]),
  );
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as OperationLike | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), referenceOperation(method, path, operation)]);
    }
  }
  return {
    title: document.info.title,
    description: document.info.description ?? "",
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
    schemas: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      schema: pretty(schema),
    })),
  };
}

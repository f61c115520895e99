import type { z } from "zod";

/**
 * A response schema bound to the type its service returns, both ways, at compile time
 * (docs/decisions/0071-openapi-document.md): what the schema describes must be what the service
 * gives (its output assignable to T), and what the service gives must fit the schema (T assignable
 * to its input), so a field renamed, dropped or retyped on either side fails `tsc`.
 */
export const responseOf =
  <T>() =>
  <S extends z.ZodType<T, z.ZodTypeDef, unknown>>(
    schema: S,
    ..._fits: [T] extends [z.input<S>] ? [] : ["the service's type does not fit this schema"]
  ): S =>
    schema;

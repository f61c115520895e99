import { json } from "@remix-run/node";
import type { z } from "zod";
import { mimeEssence } from "~/server/request-guards/mime";

/**
 * A JSON error answer: every API error carries a `message` field (docs/product.md#error-catalogue).
 */
export function apiError(status: number, message: string, extra?: Record<string, unknown>) {
  return json({ message, ...extra }, { status });
}

/** Reads a JSON body and validates it; a bad body answers 400 with the first message. */
export async function readJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  // Exactly JSON (parameters such as charset aside): `text/plain; application/json` is text.
  if (mimeEssence(request.headers.get("Content-Type")) !== "application/json") {
    throw apiError(415, "Content-Type must be application/json");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "Request body must be JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues;
    throw apiError(400, issues[0]?.message ?? "Invalid request", {
      errors: issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  }
  return result.data;
}

/** Answers 405 unless the request uses one of the allowed methods. */
export function requireMethod(request: Request, ...methods: string[]) {
  if (!methods.includes(request.method)) {
    throw json(
      { message: "Method not allowed" },
      { status: 405, headers: { Allow: methods.join(", ") } },
    );
  }
}

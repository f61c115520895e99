import type { RequestHandler } from "express";
import { mimeEssence } from "./mime";
import { refuse } from "./refusal.server";
import { isSafeMethod } from "./same-origin.server";

export const FORM_BODY_EXPECTED =
  "Content-Type must be application/x-www-form-urlencoded or multipart/form-data";

// What `request.formData()` reads; a page action given anything else would fail with a 500.
const FORM_TYPES: ReadonlySet<string> = new Set([
  "application/x-www-form-urlencoded",
  "multipart/form-data",
]);

/**
 * Whether a request is refused for its body type: every state-changing request outside /api/ is a
 * page action (or its `.data` twin), and every page action reads a form. The JSON API checks its
 * own bodies (readJsonBody in app/services/http.server.ts).
 */
export function lacksFormBody(method: string, path: string, contentType: string | undefined) {
  if (isSafeMethod(method) || path.startsWith("/api/")) return false;
  return !FORM_TYPES.has(mimeEssence(contentType));
}

/** Express middleware: 415 for a page action posted anything but a form. */
export function formBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    const contentType = req.get("Content-Type");
    if (!lacksFormBody(req.method, req.path, contentType)) return next();
    refuse(req, res, 415, FORM_BODY_EXPECTED, "page action sent a body that is not a form", {
      contentType: contentType ?? null,
    });
  };
}

import { json } from "@remix-run/node";
import { apiDocument } from "~/services/api-docs/document.server";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the photographer's API, public and the same
 * for everyone (docs/decisions/0071-openapi-document.md); made once per process, so a short
 * shared cache costs a new release nothing.
 */
export function loader() {
  return json(apiDocument(), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

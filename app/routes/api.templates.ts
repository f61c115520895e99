import { json } from "@remix-run/node";
import { listTemplates } from "~/services/templates/index.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * GET /api/templates: the installed templates with colours and typography
 * (docs/product.md#api-calls).
 */
export function loader() {
  // Templates change only with a deploy, so a short shared cache is safe.
  return json(listTemplates(), { headers: { "Cache-Control": "public, max-age=300" } });
}

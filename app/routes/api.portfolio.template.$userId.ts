import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiError } from "~/services/http.server";
import { portfolioTemplateId } from "~/services/templates/index.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * GET /api/portfolio/template/{userId}: the template a visitor sees that portfolio in
 * (docs/product.md#states-and-transitions, docs/product.md#api-calls).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const templateId = await portfolioTemplateId(params.userId ?? "");
  if (!templateId) return apiError(404, "Portfolio not found");
  return json({ templateId }, { headers: { "Cache-Control": "no-cache" } });
}

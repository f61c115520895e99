import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiError } from "~/services/http.server";
import { portfolioTemplateId } from "~/services/templates/index.server";

/**
 * GET /api/portfolio/template/{userId}: the template a visitor sees that portfolio in
 * (docs/product.md#states-and-transitions, docs/product.md#api-calls).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const templateId = await portfolioTemplateId(params.userId ?? "");
  if (!templateId) return apiError(404, "Portfolio not found");
  return json({ templateId }, { headers: { "Cache-Control": "no-cache" } });
}

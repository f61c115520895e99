import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner, toPortfolioProfile } from "~/services/portfolio.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/** GET /api/portfolio/{identifier}: the photographer's public profile, 404 when unknown. */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  return json(toPortfolioProfile(owner));
}

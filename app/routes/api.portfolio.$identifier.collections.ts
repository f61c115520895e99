import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { publicCollections } from "~/services/collections/public-collections.server";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// every collection write empties it through its owner's scope (ADR 51).
export const publicCache: PublicCacheRule = { params: [] };

/** GET /api/portfolio/{identifier}/collections: public collections in the photographer's order. */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  return json(await publicCollections(owner));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { publicCollection } from "~/services/collections/public-collections.server";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Cached like the portfolio JSON (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * GET /api/portfolio/{identifier}/collections/{slug}: `{collection, photos}`, its published photos
 * in order; unlisted and private collections are the same 404 as an unknown slug.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  const found = await publicCollection(owner, params.slug ?? "");
  if (!found) throw apiError(404, "Collection not found");
  return json(found);
}

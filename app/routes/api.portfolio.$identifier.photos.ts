import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { decodeCursor, encodeCursor, parseLimit } from "~/services/gallery/gallery-cursor.server";
import { portfolioPhotoPage, portfolioPhotos } from "~/services/gallery/public-photos.server";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { GALLERY_PAGE_SIZE } from "~/utils/gallery-paging";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `category`, `cursor`, `limit`.
export const publicCache: PublicCacheRule = { params: ["category", "cursor", "limit"] };

/** `limit` and `cursor` as asked, or a 400 naming what is wrong; null when neither is sent. */
function pagingOf(query: URLSearchParams) {
  const rawLimit = query.get("limit");
  const rawCursor = query.get("cursor");
  if (rawLimit === null && rawCursor === null) return null;
  const limit = rawLimit === null ? { limit: GALLERY_PAGE_SIZE } : parseLimit(rawLimit);
  if ("error" in limit) throw apiError(400, limit.error);
  const after = rawCursor === null ? null : decodeCursor(rawCursor);
  if (rawCursor !== null && !after) throw apiError(400, "cursor is not valid");
  return { limit: limit.limit, after };
}

/**
 * GET /api/portfolio/{identifier}/photos: the owner's public photos, featured first
 * (docs/product.md#api-calls), all of them as a JSON array. With `limit` (1–100) and/or `cursor`,
 * one page of them: the same array, and a `Link: <…?cursor=…>; rel="next"` header while more follow
 * (ADR 27, docs/decisions/0027-portfolio-paging.md).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const paging = pagingOf(url.searchParams);
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  const category = url.searchParams.get("category");
  if (!paging) return json(await portfolioPhotos(owner, category));
  const page = await portfolioPhotoPage(owner, category, paging);
  if (!page.next) return json(page.photos);
  const next = new URLSearchParams(url.searchParams);
  next.set("limit", String(paging.limit));
  next.set("cursor", encodeCursor(page.next));
  return json(page.photos, { headers: { Link: `<${url.pathname}?${next}>; rel="next"` } });
}

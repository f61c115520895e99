import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getCurrentUser } from "~/services/auth/guards.server";
import { homeGallery } from "~/services/gallery/public-photos.server";
import { ALL_CATEGORY } from "~/utils/photo-view";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `category`, `featured`.
export const publicCache: PublicCacheRule = { params: ["category", "featured"] };

/**
 * docs/product.md#api-calls: `featured=true` asks for category all (the featured photos),
 * `category={id}` for one category; `featured=true` wins when both are sent.
 */
function requestedCategory(query: URLSearchParams): string | null {
  if (query.get("featured") === "true") return ALL_CATEGORY;
  return query.get("category");
}

/**
 * GET /api/photos?featured=true | ?category={id}: the home gallery's photos
 * (docs/product.md#api-calls).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const viewer = await getCurrentUser(request);
  const photos = await homeGallery({
    viewerId: viewer?.id,
    category: requestedCategory(url.searchParams),
  });
  // Visitors' order is shuffled per request; a signed-in user's list is their own.
  return json(photos, { headers: { "Cache-Control": viewer ? "private, no-store" : "no-cache" } });
}

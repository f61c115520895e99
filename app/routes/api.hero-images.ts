import { json } from "@remix-run/node";
import { listHeroImages } from "~/services/account/hero.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/** GET /api/hero-images: the curated, global heroes (docs/product.md#api-calls), oldest first. */
export async function loader() {
  return json(await listHeroImages(), { headers: { "Cache-Control": "no-cache" } });
}

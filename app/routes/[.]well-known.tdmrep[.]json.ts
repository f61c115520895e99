import { tdmRepRules } from "~/services/ai-training/machine-readable-files.server";
import { reservedPortfolios } from "~/services/ai-training/reserved-portfolios.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * `/.well-known/tdmrep.json`, the W3C TDM Reservation Protocol's file on the origin server: the
 * paths of every portfolio reserved from AI training (docs/decisions/0047-ai-training-
 * reservation.md). Kept by the public page cache like robots.txt, emptied by any public write.
 */
export async function loader() {
  return new Response(JSON.stringify(tdmRepRules(await reservedPortfolios()), null, 1), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Shared caches ask again each time, so a changed choice reaches crawlers at once.
      "Cache-Control": "public, no-cache",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "~/services/feeds/feed-response.server";
import { collectionFeed } from "~/services/feeds/feed-sources.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md),
// kept until its photographer's next public write (docs/decisions/0069-feeds.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * GET /{identifier}/collections/{slug}/feed.json: a public collection's newest public photos;
 * 404 for an unknown, unlisted or private collection (docs/product.md#collection-page).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  return feedResponse(request, "json", (origin) =>
    collectionFeed(params.identifier ?? "", params.slug ?? "", origin),
  );
}

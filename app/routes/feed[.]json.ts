import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "~/services/feeds/feed-response.server";
import { siteFeed } from "~/services/feeds/feed-sources.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md),
// kept until the home gallery changes (docs/decisions/0069-feeds.md).
export const publicCache: PublicCacheRule = { params: [] };

/** GET /feed.json: the home gallery's newest public photos, every photographer's. */
export function loader({ request }: LoaderFunctionArgs) {
  return feedResponse(request, "json", siteFeed);
}

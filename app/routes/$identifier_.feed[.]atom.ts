import type { LoaderFunctionArgs } from "@remix-run/node";
import { feedResponse } from "~/services/feeds/feed-response.server";
import { portfolioFeed } from "~/services/feeds/feed-sources.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md),
// kept until its photographer's next public write (docs/decisions/0069-feeds.md).
export const publicCache: PublicCacheRule = { params: [] };

/** GET /{identifier}/feed.atom: the portfolio's newest public photos; 404 when unknown. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return feedResponse(request, "atom", (origin) => portfolioFeed(params.identifier ?? "", origin));
}

import { originForResponse } from "~/services/site-url.server";
import { atomFeed } from "./atom-feed";
import type { Feed } from "./feed-model";
import { ATOM_CONTENT_TYPE, JSON_FEED_CONTENT_TYPE } from "./feed-paths";
import { jsonFeed } from "./json-feed";

export type FeedFormat = "atom" | "json";

/*
 * Readers poll; ten minutes, as the sitemap. The page cache keeps the body until the feed's scope
 * changes (ADR 51), so a photographer's write shows to the next reader that asks past the CDN.
 */
const PUBLIC_CACHE_CONTROL = "public, max-age=600";

/**
 * A feed route's answer: the feed, absolute from SITE_URL (or, without it, from the request's own
 * origin and `private, no-store`, as sitemap.xml), or a 404 when `load` finds nothing to follow.
 */
export async function feedResponse(
  request: Request,
  format: FeedFormat,
  load: (origin: string) => Promise<Feed | null>,
): Promise<Response> {
  const { origin, cacheControl } = originForResponse(request, PUBLIC_CACHE_CONTROL);
  const feed = await load(origin);
  if (!feed) {
    return new Response("Feed not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const [body, type] =
    format === "atom"
      ? [atomFeed(feed), ATOM_CONTENT_TYPE]
      : [JSON.stringify(jsonFeed(feed)), JSON_FEED_CONTENT_TYPE];
  return new Response(body, { headers: { "Content-Type": type, "Cache-Control": cacheControl } });
}

import { entryHtml } from "./entry-html.server";
import type { Feed, FeedEntry, FeedPerson } from "./feed-model";

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), written here as typed objects: the npm
 * `feed` package writes version 1 only (a single `author`), docs/decisions/0069-feeds.md.
 */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

interface JsonFeedAuthor {
  name: string;
  url: string;
}

interface JsonFeedAttachment {
  url: string;
  mime_type: string;
  size_in_bytes?: number;
}

/** Our extension (JSON Feed 1.1, "Extensions": a key starting with an underscore). */
interface ViewfinderExtension {
  image?: { url: string; width: number; height: number };
  license: { name: string; url?: string };
  rights: string[];
}

export interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_html: string;
  image?: string;
  date_published: string;
  date_modified: string;
  authors: JsonFeedAuthor[];
  attachments?: JsonFeedAttachment[];
  _viewfinder: ViewfinderExtension;
}

export interface JsonFeed {
  version: typeof JSON_FEED_VERSION;
  title: string;
  home_page_url: string;
  feed_url: string;
  description?: string;
  authors?: JsonFeedAuthor[];
  items: JsonFeedItem[];
}

const author = ({ name, url }: FeedPerson): JsonFeedAuthor => ({ name, url });

function item(entry: FeedEntry): JsonFeedItem {
  const { image } = entry;
  return {
    id: entry.url,
    url: entry.url,
    title: entry.title,
    content_html: entryHtml(entry),
    ...(image ? { image: image.url } : {}),
    date_published: entry.published.toISOString(),
    date_modified: entry.updated.toISOString(),
    authors: [author(entry.author)],
    ...(image
      ? {
          attachments: [
            {
              url: image.url,
              mime_type: image.mimeType,
              ...(image.sizeInBytes === undefined ? {} : { size_in_bytes: image.sizeInBytes }),
            },
          ],
        }
      : {}),
    _viewfinder: {
      ...(image ? { image: { url: image.url, width: image.width, height: image.height } } : {}),
      license: entry.license,
      rights: entry.rights,
    },
  };
}

/** The feed as JSON Feed 1.1. */
export function jsonFeed(feed: Feed): JsonFeed {
  return {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.homePageUrl,
    feed_url: feed.jsonUrl,
    ...(feed.description ? { description: feed.description } : {}),
    ...(feed.author ? { authors: [author(feed.author)] } : {}),
    items: feed.entries.map(item),
  };
}

import { XMLBuilder } from "fast-xml-parser";
import { entryHtml, rightsText } from "./entry-html.server";
import type { Feed, FeedEntry, FeedPerson } from "./feed-model";

/**
 * Atom 1.0 (RFC 4287), built as a tree that fast-xml-parser writes and escapes. Not the npm `feed`
 * package: it types an image by its URL's extension ("image/jpg") and has no room for the image's
 * size, which Media RSS carries here (docs/decisions/0069-feeds.md).
 */

const ATOM = "http://www.w3.org/2005/Atom";
const MEDIA_RSS = "http://search.yahoo.com/mrss/";

// XML 1.0 cannot carry these at all, escaped or not; a description pasted from elsewhere may.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (value: string) => value.replace(NOT_XML, "");

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
});

const person = ({ name, url }: FeedPerson) => ({ name: xmlText(name), uri: url });

const link = (rel: string, href: string, type?: string) => ({
  "@_rel": rel,
  "@_href": href,
  ...(type ? { "@_type": type } : {}),
});

function entry(item: FeedEntry) {
  const { image } = item;
  const links = [link("alternate", item.url, "text/html")];
  if (image) {
    links.push({
      ...link("enclosure", image.url, image.mimeType),
      ...(image.sizeInBytes === undefined ? {} : { "@_length": String(image.sizeInBytes) }),
    });
  }
  // RFC 4946: the licence's own text, for readers that show it.
  if (item.license.url) links.push(link("license", item.license.url));
  return {
    id: item.url,
    title: { "@_type": "text", "#text": xmlText(item.title) },
    updated: item.updated.toISOString(),
    published: item.published.toISOString(),
    author: person(item.author),
    link: links,
    rights: { "@_type": "text", "#text": xmlText(rightsText(item)) },
    content: { "@_type": "html", "#text": xmlText(entryHtml(item)) },
    ...(image
      ? {
          "media:content": {
            "@_url": image.url,
            "@_medium": "image",
            "@_type": image.mimeType,
            "@_width": String(image.width),
            "@_height": String(image.height),
            ...(image.sizeInBytes === undefined ? {} : { "@_fileSize": String(image.sizeInBytes) }),
          },
        }
      : {}),
  };
}

/** The feed as an Atom document. */
export function atomFeed(feed: Feed): string {
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    feed: {
      "@_xmlns": ATOM,
      "@_xmlns:media": MEDIA_RSS,
      id: feed.atomUrl,
      title: { "@_type": "text", "#text": xmlText(feed.title) },
      ...(feed.description
        ? { subtitle: { "@_type": "text", "#text": xmlText(feed.description) } }
        : {}),
      updated: feed.updated.toISOString(),
      link: [
        link("alternate", feed.homePageUrl, "text/html"),
        link("self", feed.atomUrl, "application/atom+xml"),
        link("alternate", feed.jsonUrl, "application/feed+json"),
      ],
      ...(feed.author ? { author: person(feed.author) } : {}),
      entry: feed.entries.map(entry),
    },
  };
  return builder.build(document) as string;
}

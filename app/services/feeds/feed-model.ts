/**
 * A feed as both formats write it (atom-feed.ts, json-feed.ts): a portfolio's, a public
 * collection's or the home gallery's newest public photos (docs/decisions/0069-feeds.md). Every
 * URL in it is absolute, from SITE_URL (or the request's origin when it is unset, and then the
 * answer is never shared: feed-response.server.ts).
 */

/** A person as feeds name them: the photographer and their portfolio's address. */
export interface FeedPerson {
  name: string;
  url: string;
}

/** The web-width image of a photo a visitor may see: the public (or watermarked) derivative. */
export interface FeedImage {
  url: string;
  width: number;
  height: number;
  /** Bytes of the derivative as stored; unknown for a watermarked copy made on first request. */
  sizeInBytes?: number;
  mimeType: string;
}

export interface FeedLicense {
  name: string;
  /** The licence's text; none for all rights reserved. */
  url?: string;
}

export interface FeedEntry {
  /** The photo page's address: the entry's id and link. */
  url: string;
  title: string;
  /** The photo's description as sanitised HTML (empty when it has none). */
  descriptionHtml: string;
  /** When the photo was uploaded: the order of the feed (feed-sources.server.ts). */
  published: Date;
  updated: Date;
  image: FeedImage | null;
  /** Alternative text for the image: the photo's alt text, else its title. */
  imageAlt: string;
  license: FeedLicense;
  /** The photo's rights fields that are set, as "Label: value" lines (ADR 46). */
  rights: string[];
  author: FeedPerson;
}

export interface Feed {
  title: string;
  description?: string;
  /** The page the feed follows (home, portfolio or collection page). */
  homePageUrl: string;
  atomUrl: string;
  jsonUrl: string;
  /** The newest entry's date, or the feed's own when it has none. */
  updated: Date;
  /** The photographer, for a portfolio's or a collection's feed; none for the site's. */
  author?: FeedPerson;
  entries: FeedEntry[];
}

import { describe, expect, it } from "vitest";
import { atomFeed } from "./atom-feed";
import type { Feed, FeedEntry } from "./feed-model";
import { expectValidJsonFeed, parseValidAtom } from "./feed-test-support";
import { JSON_FEED_VERSION, jsonFeed } from "./json-feed";

/** The Atom and JSON Feed 1.1 writers (docs/decisions/0069-feeds.md), without the server. */

const ORIGIN = "https://photos.example.com";
const ana = { name: "Ana <Lima> & Co", url: `${ORIGIN}/ana` };

function entry(id: string, overrides: Partial<FeedEntry> = {}): FeedEntry {
  return {
    url: `${ORIGIN}/ana/photos/${id}`,
    title: `Dunes ${id}`,
    descriptionHtml:
      '<p>Sand &amp; <strong>wind</strong> <a href="https://example.com/">more</a></p>',
    published: new Date("2026-11-20T10:00:00Z"),
    updated: new Date("2026-11-21T10:00:00Z"),
    image: {
      url: `${ORIGIN}/media/p/${id}/k1/w1280-aa.jpg`,
      width: 1280,
      height: 853,
      sizeInBytes: 123456,
      mimeType: "image/jpeg",
    },
    imageAlt: 'Dunes "at dawn"',
    license: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
    rights: ["Copyright notice: © 2026 Ana"],
    author: ana,
    ...overrides,
  };
}

const feed: Feed = {
  title: "Ana Lima · Viewfinder",
  description: "Light & sand",
  homePageUrl: `${ORIGIN}/ana`,
  atomUrl: `${ORIGIN}/ana/feed.atom`,
  jsonUrl: `${ORIGIN}/ana/feed.json`,
  updated: new Date("2026-11-21T10:00:00Z"),
  author: ana,
  entries: [
    entry("p2"),
    // A watermarked image has no stored size; a title with characters XML cannot carry.
    entry("p1", {
      title: "Bell\u0007 <tower>",
      image: {
        url: `${ORIGIN}/media/p/p1/k/wm-x-w1280.jpg`,
        width: 800,
        height: 600,
        mimeType: "image/jpeg",
      },
      license: { name: "All rights reserved" },
      rights: [],
    }),
  ],
};

describe("jsonFeed", () => {
  it("writes JSON Feed 1.1 with authors, the image and its licence", () => {
    const document = jsonFeed(feed);
    expectValidJsonFeed(JSON.parse(JSON.stringify(document)));
    expect(document.version).toBe(JSON_FEED_VERSION);
    expect(document.authors).toEqual([ana]);
    expect(document.feed_url).toBe(`${ORIGIN}/ana/feed.json`);
    const [first, second] = document.items;
    expect(first).toMatchObject({
      id: `${ORIGIN}/ana/photos/p2`,
      url: `${ORIGIN}/ana/photos/p2`,
      image: `${ORIGIN}/media/p/p2/k1/w1280-aa.jpg`,
      date_published: "2026-11-20T10:00:00.000Z",
      authors: [ana],
      attachments: [
        {
          url: `${ORIGIN}/media/p/p2/k1/w1280-aa.jpg`,
          mime_type: "image/jpeg",
          size_in_bytes: 123456,
        },
      ],
      _viewfinder: {
        image: { width: 1280, height: 853 },
        license: { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
        rights: ["Copyright notice: © 2026 Ana"],
      },
    });
    expect(first!.content_html).toContain('alt="Dunes &#34;at dawn&#34;"');
    expect(first!.content_html).toContain("<strong>wind</strong>");
    expect(first!.content_html).toContain('rel="license"');
    expect(second!.attachments![0]).not.toHaveProperty("size_in_bytes");
  });

  it("refuses a 1.0 document in the schema the tests hold it to", () => {
    const document = { ...jsonFeed(feed), version: "https://jsonfeed.org/version/1" };
    expect(() => expectValidJsonFeed(document)).toThrow();
  });
});

describe("atomFeed", () => {
  it("writes an Atom feed a feed parser reads, with escaped text and the image's size", async () => {
    const xml = atomFeed(feed);
    const parsed = await parseValidAtom(xml);
    expect(parsed.title).toBe("Ana Lima · Viewfinder");
    expect(parsed.url).toBe(`${ORIGIN}/ana`);
    expect(parsed.items.map((item) => item.url)).toEqual([
      `${ORIGIN}/ana/photos/p2`,
      `${ORIGIN}/ana/photos/p1`,
    ]);
    const [first, second] = parsed.items;
    expect(first!.authors[0]).toMatchObject({ name: "Ana <Lima> & Co", url: `${ORIGIN}/ana` });
    expect(first!.content).toContain("<strong>wind</strong>");
    expect(second!.title).toBe("Bell <tower>");
    expect(xml).toContain(
      `<link rel="enclosure" href="${ORIGIN}/media/p/p2/k1/w1280-aa.jpg" type="image/jpeg" length="123456"/>`,
    );
    expect(xml).toContain('width="1280" height="853" fileSize="123456"');
    expect(xml).toContain(
      '<link rel="license" href="https://creativecommons.org/licenses/by/4.0/"/>',
    );
    expect(xml).toContain("Licence: All rights reserved");
    expect(xml).not.toContain("\u0007");
  });

  it("is held to RFC 4287's schema: a bad date or an entry without its id fails", async () => {
    const xml = atomFeed(feed);
    const badDate = xml.replace(
      /<published>[^<]*<\/published>/,
      "<published>yesterday</published>",
    );
    await expect(parseValidAtom(badDate)).rejects.toThrow();
    const noId = xml.replace(/<entry>\s*<id>[^<]*<\/id>/, "<entry>");
    await expect(parseValidAtom(noId)).rejects.toThrow();
    const badLink = xml.replace('rel="license" href=', 'rel="license" hreff=');
    await expect(parseValidAtom(badLink)).rejects.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { parseOEmbedTarget } from "./oembed-target";

const SITE = "https://photos.example.com";
const ID = "0123456789abcdef0123456789abcdef";

describe("which page of the site an oEmbed url names", () => {
  it("finds photo pages, the home gallery's too, and collection pages", () => {
    expect(parseOEmbedTarget(`${SITE}/ana/photos/${ID}`, SITE)).toEqual({
      kind: "photo",
      identifier: "ana",
      photoId: ID,
    });
    expect(parseOEmbedTarget(`${SITE}/photos/${ID}`, SITE)).toEqual({
      kind: "photo",
      identifier: null,
      photoId: ID,
    });
    expect(parseOEmbedTarget(`${SITE}/ana.lee/collections/winter-coast`, SITE)).toEqual({
      kind: "collection",
      identifier: "ana.lee",
      slug: "winter-coast",
    });
  });

  it("ignores the query, the fragment and a trailing slash; decodes the segments", () => {
    expect(parseOEmbedTarget(`${SITE}/ana/photos/${ID}/?collection=north#top`, SITE)).toEqual({
      kind: "photo",
      identifier: "ana",
      photoId: ID,
    });
    expect(parseOEmbedTarget(`${SITE}/ana/collections/caf%C3%A9`, SITE)).toMatchObject({
      slug: "café",
    });
  });

  it("refuses other sites, even with our paths, and other schemes or ports", () => {
    for (const url of [
      `https://evil.example/ana/photos/${ID}`,
      `http://photos.example.com/ana/photos/${ID}`,
      `https://photos.example.com:8443/ana/photos/${ID}`,
      `https://photos.example.com.evil.example/ana/photos/${ID}`,
    ]) {
      expect(parseOEmbedTarget(url, SITE), url).toBe("foreign");
    }
  });

  it("says what is wrong with a url that is not one of our pages", () => {
    expect(parseOEmbedTarget(null, SITE)).toBe("missing");
    expect(parseOEmbedTarget("  ", SITE)).toBe("missing");
    expect(parseOEmbedTarget("/ana/photos/x", SITE)).toBe("invalid");
    expect(parseOEmbedTarget("javascript:alert(1)", SITE)).toBe("invalid");
    for (const path of [
      "/",
      "/ana",
      "/ana/photos",
      "/ana/photos/x/more",
      "/ana//x",
      "/s/token/photos/x",
      "/ana/about/x",
      "/ana/collections/%E0%A4%A",
    ]) {
      expect(parseOEmbedTarget(`${SITE}${path}`, SITE), path).toBe("unknown");
    }
  });
});

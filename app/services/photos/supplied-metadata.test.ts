import { describe, expect, it } from "vitest";
import { RIGHTS_MAX_LENGTH } from "~/utils/photo-rights";
import { decodeSuppliedMetadata, MAX_SUPPLIED_METADATA_BYTES } from "./supplied-metadata.server";

/** What the dialog sends for a Lightroom export (the reader's output, as JSON). */
const LIGHTROOM = {
  title: "Crown of a falling drop",
  description: "A drop of water lands in a still basin and throws up a crown of spray.",
  tags: ["water", "drop", "splash", "macro"],
  altText: "A water droplet splashing into grey-blue water.",
  rights: {
    creator: "Élodie Marchand",
    copyrightNotice: "© 2024 Élodie Marchand",
    creditLine: "Lumière Press",
    usageTerms: "Licensed under CC BY-NC 4.0.",
    webStatement: "https://elodie-marchand.example/rights",
    licensorUrl: "https://elodie-marchand.example/licensing",
  },
  licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
};

const decode = (value: unknown) => decodeSuppliedMetadata(JSON.stringify(value));

describe("decodeSuppliedMetadata", () => {
  it("keeps everything a photographer's file says, as sent", () => {
    expect(decode(LIGHTROOM)).toEqual(LIGHTROOM);
  });

  it("gives nothing for a missing, empty, malformed or non-object field", () => {
    for (const value of [undefined, null, 42, "", "{", "[]", '"text"', "null", "{}"]) {
      expect(decodeSuppliedMetadata(value), String(value)).toBeUndefined();
    }
    expect(decode({ tags: [], rights: {} })).toBeUndefined();
    expect(decode({ title: "   ", rights: { creator: "" } })).toBeUndefined();
  });

  it("refuses a field over 64 KB before reading it", () => {
    const padded = JSON.stringify({ ...LIGHTROOM, usageTerms: "x".repeat(70_000) });
    expect(padded.length).toBeGreaterThan(MAX_SUPPLIED_METADATA_BYTES);
    expect(decodeSuppliedMetadata(padded)).toBeUndefined();
    // Under 64 K characters but over 64 KB once encoded: still refused.
    const wide = JSON.stringify({ title: "é".repeat(40_000) });
    expect(wide.length).toBeLessThan(MAX_SUPPLIED_METADATA_BYTES);
    expect(decodeSuppliedMetadata(wide)).toBeUndefined();
  });

  it("drops unknown keys and values of the wrong kind, keeping the rest", () => {
    const decoded = decode({
      title: 7,
      description: ["not", "text"],
      tags: "water, drop",
      altText: { value: "nested" },
      rights: { creator: "Ann Lee", owner: "someone else", copyrightNotice: false },
      gps: { lat: 1, lng: 2 },
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
    });
    expect(decoded).toEqual({
      tags: [],
      rights: { creator: "Ann Lee" },
      licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
    });
    const sneaky = decodeSuppliedMetadata('{"__proto__":{"polluted":true},"title":"Kept"}');
    expect(sneaky).toEqual({ title: "Kept", tags: [], rights: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("trims text and cuts it to what a photo holds, never splitting an emoji", () => {
    const decoded = decode({
      title: `  ${"t".repeat(199)}📷📷  `,
      description: "d".repeat(6000),
      altText: "a".repeat(900),
      rights: { usageTerms: "u".repeat(RIGHTS_MAX_LENGTH + 10), creator: "\u0000Ann\u0007 Lee\n" },
    })!;
    expect(decoded.title).toBe(`${"t".repeat(199)}📷`);
    expect(decoded.description).toHaveLength(5000);
    expect(decoded.altText).toHaveLength(500);
    expect(decoded.rights.usageTerms).toHaveLength(RIGHTS_MAX_LENGTH);
    expect(decoded.rights.creator).toBe("Ann Lee");
  });

  it("keeps at most 30 tags of at most 50 characters, each once", () => {
    const many = Array.from({ length: 40 }, (_, i) => `tag${i}`);
    const decoded = decode({
      tags: [" Water ", "water", "x".repeat(51), 5, "", ...many],
    })!;
    expect(decoded.tags).toHaveLength(30);
    expect(decoded.tags.slice(0, 2)).toEqual(["Water", "tag0"]);
    expect(decoded.tags).not.toContain("x".repeat(51));
  });

  it("keeps web statement, licensor and licence only as http(s) addresses", () => {
    const decoded = decode({
      title: "Still here",
      rights: {
        webStatement: "javascript:alert(1)",
        licensorUrl: "ftp://example.com/licence",
        creator: "Ann Lee",
      },
      licenseUrl: "data:text/html,<b>hi</b>",
    })!;
    expect(decoded).toEqual({ title: "Still here", tags: [], rights: { creator: "Ann Lee" } });
    expect(
      decode({ rights: { webStatement: "http://example.com/rights" } })?.rights.webStatement,
    ).toBe("http://example.com/rights");
  });
});

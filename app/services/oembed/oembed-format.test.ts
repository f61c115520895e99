import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { parseFormat, serializeOEmbed } from "./oembed-format";

const FIELDS = {
  type: "rich",
  version: "1.0",
  title: `Rocks & "reefs" <at> dawn's`,
  html: '<iframe src="https://x.example/embed/a/collections/b?x=1&y=2"></iframe>',
  width: 640,
};

describe("oEmbed formats", () => {
  it("writes JSON, and XML whose escaped values read back as the same fields", () => {
    expect(JSON.parse(serializeOEmbed(FIELDS, "json"))).toEqual(FIELDS);
    const xml = serializeOEmbed(FIELDS, "xml");
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8" standalone="yes"?>')).toBe(true);
    expect(xml).not.toContain("<iframe");
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml) as {
      oembed: Record<string, string>;
    };
    expect(parsed.oembed).toEqual({ ...FIELDS, width: "640" });
  });

  it("takes json by default, xml when asked, and nothing else (the route's 501)", () => {
    expect(parseFormat(null)).toBe("json");
    expect(parseFormat("")).toBe("json");
    expect(parseFormat("json")).toBe("json");
    expect(parseFormat("xml")).toBe("xml");
    expect(parseFormat("yaml")).toBeNull();
    expect(parseFormat("JSON ")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { clamp, coerceCategory, normaliseTags, plainText } from "./normalise";

describe("coerceCategory", () => {
  it.each([
    ["landscape", "landscape"],
    [" Landscapes ", "landscape"],
    ["Black and White", "black-and-white"],
    ["B&W", "black-and-white"],
    ["architectural", "architecture"],
    ["Street", "street"],
    ["wildlife", "nature"],
    ["abstract", "artistic"],
  ])("maps %j to %s", (value, category) => {
    expect(coerceCategory(value)).toBe(category);
  });

  it.each([["all"], ["food"], [""], [42], [null]])("refuses %j", (value) => {
    expect(coerceCategory(value)).toBeNull();
  });
});

describe("texts", () => {
  it("strips markup and cuts long text at a word", () => {
    expect(plainText("<b>Golden</b>\n light")).toBe("Golden light");
    expect(clamp("A very long title that goes on and on", 20)).toBe("A very long title");
  });

  it("keeps tags lowercase, unique, short and at most ten", () => {
    expect(normaliseTags(["Sunset", "sunset", " #Beach ", "", 3])).toEqual(["sunset", "beach"]);
    expect(normaliseTags("a, b, c")).toEqual(["a", "b", "c"]);
    expect(normaliseTags(Array.from({ length: 15 }, (_, i) => `tag${i}`))).toHaveLength(10);
    expect(normaliseTags(undefined)).toEqual([]);
  });
});

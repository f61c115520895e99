import { describe, expect, it } from "vitest";
import { formatTags, parseTags } from "./parse-tags";

describe("parseTags", () => {
  it("trims items and drops empty ones", () => {
    expect(parseTags("  sunset , sea,, ,golden hour ")).toEqual(["sunset", "sea", "golden hour"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
  });
  it("round-trips through the text field", () => {
    expect(parseTags(formatTags(["a", "b c"]))).toEqual(["a", "b c"]);
  });
});

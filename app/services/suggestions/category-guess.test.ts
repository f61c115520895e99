import { describe, expect, it } from "vitest";
import { guessCategory, type CategoryEvidence } from "./category-guess";
import { summarisePalette } from "./palette-summary";

const palette = (hex: string) => summarisePalette([{ hex, percentage: 100 }], hex);
const evidence = (over: Partial<CategoryEvidence>): CategoryEvidence => ({
  orientation: "landscape",
  isBlackAndWhite: false,
  focalLength: null,
  lens: null,
  palette: palette("#f37504"),
  ...over,
});

describe("guessCategory", () => {
  it.each<[string, Partial<CategoryEvidence>, string]>([
    [
      "black and white before anything",
      { isBlackAndWhite: true, lens: "100mm Macro" },
      "black-and-white",
    ],
    ["a macro lens", { lens: "EF100mm f/2.8L Macro IS USM" }, "macro"],
    ["mostly foliage", { palette: palette("#368108") }, "nature"],
    ["an upright short telephoto", { orientation: "portrait", focalLength: 85 }, "portrait"],
    ["a long lens", { focalLength: 400 }, "nature"],
    ["wide and level", { focalLength: 16 }, "landscape"],
    ["wide and upright, no sky", { focalLength: 16, orientation: "portrait" }, "architecture"],
    [
      "wide and upright under blue sky",
      { focalLength: 16, orientation: "portrait", palette: palette("#4f678c") },
      "landscape",
    ],
    ["level with sky or water, no EXIF", { palette: palette("#4f678c") }, "landscape"],
    ["nothing to go on", {}, "other"],
  ])("%s", (_, over, category) => {
    expect(guessCategory(evidence(over))).toBe(category);
  });
});

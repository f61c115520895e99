import { describe, expect, it } from "vitest";
import { guessCategory, type CategoryEvidence } from "./category-guess";

const evidence = (over: Partial<CategoryEvidence>): CategoryEvidence => ({
  isBlackAndWhite: false,
  lens: null,
  ...over,
});

describe("guessCategory", () => {
  it.each<[string, Partial<CategoryEvidence>, string | null]>([
    [
      "black and white before anything",
      { isBlackAndWhite: true, lens: "100mm Macro" },
      "black-and-white",
    ],
    ["a macro lens", { lens: "EF100mm f/2.8L Macro IS USM" }, "macro"],
    ["any other lens", { lens: "EF 16-35mm f/4L IS USM" }, null],
    ["nothing to go on", {}, null],
  ])("%s", (_, over, category) => {
    expect(guessCategory(evidence(over))).toBe(category);
  });
});

import { describe, expect, it } from "vitest";
import { nameColour } from "./colour-names";
import { summarisePalette } from "./palette-summary";

describe("nameColour", () => {
  it.each([
    ["#000000", "black"],
    ["#777777", "grey"],
    ["#fdfdfd", "white"],
    ["#2d4058", "navy"],
    ["#4f678c", "blue"],
    ["#acbcdc", "pale blue"],
    ["#cd902c", "amber"],
    ["#f37504", "orange"],
    ["#760e04", "maroon"],
    ["#84d414", "green"],
    ["#368108", "forest green"],
    ["#7b6c0f", "olive"],
    ["#1fa59a", "teal"],
    ["#8a2be2", "purple"],
  ])("calls %s %s", (hex, name) => {
    expect(nameColour(hex).name).toBe(name);
  });

  it("knows warm from cool and reads a bad value as grey", () => {
    expect(nameColour("#f37504").temperature).toBe("warm");
    expect(nameColour("#4f678c").temperature).toBe("cool");
    expect(nameColour("not a colour")).toEqual({
      name: "grey",
      family: "neutral",
      temperature: "neutral",
    });
  });
});

describe("summarisePalette", () => {
  it("merges swatches of the same name and drops slivers under 10 %", () => {
    const palette = summarisePalette(
      [
        { hex: "#2d4058", percentage: 40 },
        { hex: "#2c4c68", percentage: 20 },
        { hex: "#cd902c", percentage: 35 },
        { hex: "#ff0000", percentage: 5 },
      ],
      "#2d4058",
    );
    expect(palette.names).toEqual(["navy", "amber"]);
    expect(palette.share("blue")).toBeCloseTo(0.6);
    expect(palette.temperature).toBe("cool");
  });

  it("falls back to the dominant colour when there is no palette", () => {
    expect(summarisePalette([], "#f37504").names).toEqual(["orange"]);
  });
});

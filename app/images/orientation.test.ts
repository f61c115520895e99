import { describe, expect, it } from "vitest";
import { orientationOf } from "./orientation.server";

describe("orientationOf (docs/product.md#constants-and-limits)", () => {
  it.each([
    [1100, 1000, "square"], // exactly 1.1 is not "over 1.1"
    [1101, 1000, "landscape"],
    [900, 1000, "square"], // exactly 0.9 is not "under 0.9"
    [899, 1000, "portrait"],
    [6000, 4000, "landscape"],
    [400, 640, "portrait"],
    [1000, 1000, "square"],
  ])("%i×%i is %s", (width, height, label) => {
    expect(orientationOf(width, height)).toBe(label);
  });
});

import { describe, expect, it } from "vitest";
import { NO_LIMITS, frameWithin, largestFitting, parseLimit, smallestFitting } from "./fit-size";

// A landscape photo's JPEG widths, as the pipeline makes them (out of order on purpose).
const IMAGES = [
  { width: 1280, height: 800 },
  { width: 320, height: 200 },
  { width: 2560, height: 1600 },
  { width: 640, height: 400 },
];

describe("picking the copy an oEmbed answer gives", () => {
  it("gives the largest without limits, the largest within both limits with them", () => {
    expect(largestFitting(IMAGES, NO_LIMITS)).toEqual({ width: 2560, height: 1600 });
    expect(largestFitting(IMAGES, { maxWidth: 1000, maxHeight: null })?.width).toBe(640);
    expect(largestFitting(IMAGES, { maxWidth: null, maxHeight: 800 })?.width).toBe(1280);
    // The height limit is the tighter one here.
    expect(largestFitting(IMAGES, { maxWidth: 2000, maxHeight: 500 })?.width).toBe(640);
    expect(largestFitting(IMAGES, { maxWidth: 640, maxHeight: 400 })?.width).toBe(640);
  });

  it("finds none when even the smallest is too big (the route's 404)", () => {
    expect(largestFitting(IMAGES, { maxWidth: 319, maxHeight: null })).toBeNull();
    expect(largestFitting(IMAGES, { maxWidth: null, maxHeight: 199 })).toBeNull();
    expect(largestFitting([], NO_LIMITS)).toBeNull();
  });

  it("takes the smallest copy as thumbnail, and none when it breaks the limits", () => {
    expect(smallestFitting(IMAGES, NO_LIMITS)?.width).toBe(320);
    expect(smallestFitting(IMAGES, { maxWidth: 100, maxHeight: null })).toBeNull();
  });
});

describe("the embedded collection's frame", () => {
  const preferred = { width: 640, height: 480 };

  it("keeps its preferred size within the limits, and shrinks to them with its aspect", () => {
    expect(frameWithin(preferred, NO_LIMITS)).toEqual(preferred);
    expect(frameWithin(preferred, { maxWidth: 1000, maxHeight: 1000 })).toEqual(preferred);
    expect(frameWithin(preferred, { maxWidth: 320, maxHeight: null })).toEqual({
      width: 320,
      height: 240,
    });
    expect(frameWithin(preferred, { maxWidth: 500, maxHeight: 120 })).toEqual({
      width: 160,
      height: 120,
    });
    expect(frameWithin(preferred, { maxWidth: 333, maxHeight: null })).toEqual({
      width: 333,
      height: 249,
    });
  });
});

describe("maxwidth and maxheight as given", () => {
  it("reads positive whole numbers, nothing for absent or empty, and refuses the rest", () => {
    expect(parseLimit(null)).toBeNull();
    expect(parseLimit("")).toBeNull();
    expect(parseLimit("640")).toBe(640);
    for (const value of ["0", "-5", "12.5", "1e3", "abc", " 640", "9999999"]) {
      expect(parseLimit(value), value).toBe("invalid");
    }
  });
});

import { describe, expect, it } from "vitest";
import { keepOriginal, webpIsUsable } from "./pick-output";

describe("webpIsUsable", () => {
  it("takes WebP when the browser made one no larger than the original", () => {
    expect(webpIsUsable({ type: "image/webp", size: 900 }, 1000)).toBe(true);
  });
  it("falls back when WebP is larger or unsupported", () => {
    expect(webpIsUsable({ type: "image/webp", size: 1100 }, 1000)).toBe(false);
    expect(webpIsUsable({ type: "image/png", size: 100 }, 1000)).toBe(false);
    expect(webpIsUsable(null, 1000)).toBe(false);
  });
});

describe("keepOriginal", () => {
  it("keeps an unresized original that re-encoding would not shrink", () => {
    expect(keepOriginal({ type: "image/jpeg", size: 1200 }, 1000, false)).toBe(true);
    expect(keepOriginal({ type: "image/jpeg", size: 800 }, 1000, false)).toBe(false);
  });
  it("always sends a resized image", () => {
    expect(keepOriginal({ type: "image/jpeg", size: 1200 }, 1000, true)).toBe(false);
  });
});

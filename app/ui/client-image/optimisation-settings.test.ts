import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, scaledSize, settingsForSize } from "./optimisation-settings";

const MB = 1024 * 1024;

describe("settingsForSize (docs/product.md#constants-and-limits)", () => {
  it("uses 2400 px at 0.9 up to 8MB", () => {
    expect(settingsForSize(1 * MB)).toEqual({ maxWidth: 2400, quality: 0.9 });
    expect(settingsForSize(8 * MB)).toEqual({ maxWidth: 2400, quality: 0.9 });
  });
  it("uses 2000 px at 0.88 over 8MB", () => {
    expect(settingsForSize(8 * MB + 1)).toEqual({ maxWidth: 2000, quality: 0.88 });
    expect(settingsForSize(15 * MB)).toEqual({ maxWidth: 2000, quality: 0.88 });
  });
  it("uses 1800 px at 0.85 over 15MB", () => {
    expect(settingsForSize(15 * MB + 1)).toEqual({ maxWidth: 1800, quality: 0.85 });
  });
  it("allows 25MB", () => expect(MAX_UPLOAD_BYTES).toBe(25 * MB));
});

describe("scaledSize", () => {
  it("keeps smaller images as they are", () => {
    expect(scaledSize(1600, 1200, 2400)).toEqual({ width: 1600, height: 1200, resized: false });
  });
  it("shrinks wider images keeping the ratio", () => {
    expect(scaledSize(6000, 4000, 2400)).toEqual({ width: 2400, height: 1600, resized: true });
    expect(scaledSize(4000, 6000, 2000)).toEqual({ width: 2000, height: 3000, resized: true });
  });
});

import { describe, expect, it } from "vitest";
import { contrastRatio, heroScrimOpacity, luminance, TEXT_CONTRAST } from "./contrast";

describe("hero text contrast", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio(luminance([255, 255, 255]), luminance([0, 0, 0]))).toBeCloseTo(21, 0);
  });

  it("needs no scrim over dark banners, and enough of one over bright banners", () => {
    expect(heroScrimOpacity(["#101820", "#202830"])).toBe(0);
    const alpha = heroScrimOpacity(["#f5f0e6", "#87a96b"]);
    expect(alpha).toBeGreaterThan(0.3);
    const dimmed = [0xf5, 0xf0, 0xe6].map((c) => c * (1 - alpha)) as [number, number, number];
    expect(contrastRatio(1, luminance(dimmed))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it("leaves unknown colours to the template's overlay", () => {
    expect(heroScrimOpacity(undefined)).toBe(0);
    expect(heroScrimOpacity(["not a colour"])).toBe(0);
  });
});

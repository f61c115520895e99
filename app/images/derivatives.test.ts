import { describe, expect, it } from "vitest";
import { derivativeWidths } from "./derivatives.server";

describe("derivativeWidths", () => {
  it.each([
    [6000, [320, 640, 1280, 1920, 2560]],
    [2560, [320, 640, 1280, 1920, 2560]],
    [2400, [320, 640, 1280, 1920, 2400]], // well above 1920: keep the sharper copy
    [2000, [320, 640, 1280, 1920]], // barely above 1920: not worth another file
    [800, [320, 640, 800]],
    [320, [320]],
    [200, [200]], // narrower than every step: still one derivative, never enlarged
  ])("a %i px source gets %j", (source, widths) => {
    expect(derivativeWidths(source)).toEqual(widths);
  });
});

import { describe, expect, it } from "vitest";
import {
  heroImageResult,
  memoryResult,
  pageLoadResult,
  parseReport,
  reportFileName,
  REPORT_STORAGE_KEY,
  score,
  scoreColour,
  scorePercent,
  type CompatibilityResult,
} from "./compatibility-rules";

const NOW = new Date("2026-11-22T10:11:12.000Z");
const MB = 1024 * 1024;

describe("pass rules", () => {
  it("page load passes under 5 s", () => {
    expect(pageLoadResult(1234, "d", NOW)).toEqual({
      test: "Page load time",
      passed: true,
      message: "Page loaded in 1.23 s (under 5.00 s)",
      details: "d",
      timestamp: NOW.toISOString(),
    });
    expect(pageLoadResult(4999, "", NOW).passed).toBe(true);
    expect(pageLoadResult(5000, "", NOW).passed).toBe(false);
    expect(pageLoadResult(null, "", NOW)).toMatchObject({ passed: false, skipped: true });
  });

  it("memory passes under 50 MB and is not measurable without performance.memory", () => {
    expect(memoryResult(12 * MB, "", NOW)).toMatchObject({
      test: "Memory usage",
      passed: true,
      message: "JavaScript heap uses 12.0 MB (under 50.0 MB)",
    });
    expect(memoryResult(50 * MB - 1, "", NOW).passed).toBe(true);
    expect(memoryResult(50 * MB, "", NOW).passed).toBe(false);
    expect(memoryResult(null, "", NOW)).toMatchObject({
      passed: false,
      skipped: true,
      message: "Not measurable in this browser",
    });
  });

  it("a hero image passes when it loads within 5 s, fails when it does not load", () => {
    expect(heroImageResult(800, "", null, NOW)).toMatchObject({
      test: "Hero image load",
      passed: true,
      message: "Hero image loaded in 0.80 s (within 5.00 s)",
    });
    expect(heroImageResult(5000, "", null, NOW).passed).toBe(false);
    expect(heroImageResult(null, "", "No default hero image is set", NOW)).toMatchObject({
      passed: false,
      message: "No default hero image is set",
    });
    expect(heroImageResult(null, "", "x", NOW).skipped).toBeUndefined();
  });
});

describe("score and colour", () => {
  const result = (passed: boolean, skipped = false): CompatibilityResult => ({
    test: "t",
    passed,
    skipped: skipped || undefined,
    message: "",
    details: "",
    timestamp: "",
  });

  it("is passed over measured tests", () => {
    expect(score([result(true), result(true), result(false)])).toBeCloseTo(2 / 3);
    expect(score([result(true), result(false, true)])).toBe(1);
    expect(score([])).toBe(0);
    expect(scorePercent(2 / 3)).toBe("67%");
  });

  it("is green at 90 % and above, yellow at 70 % and above, else red", () => {
    expect(scoreColour(1)).toBe("green");
    expect(scoreColour(0.9)).toBe("green");
    expect(scoreColour(0.89)).toBe("yellow");
    expect(scoreColour(0.7)).toBe("yellow");
    expect(scoreColour(0.69)).toBe("red");
    expect(scoreColour(0)).toBe("red");
  });
});

describe("the stored report", () => {
  it("has a product-named key and file name, and reads back only what it wrote", () => {
    expect(REPORT_STORAGE_KEY).toBe("viewfinder-compatibility-report");
    const report = {
      product: "Viewfinder" as const,
      generatedAt: NOW.toISOString(),
      score: 1,
      browser: {},
      results: [],
    };
    expect(parseReport(JSON.stringify(report))).toEqual(report);
    expect(parseReport(null)).toBeNull();
    expect(parseReport("{broken")).toBeNull();
    expect(parseReport('{"something":"else"}')).toBeNull();
    expect(reportFileName(report)).toBe("viewfinder-compatibility-report-2026-11-22-10-11-12.json");
  });
});

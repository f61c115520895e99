import { describe, expect, it } from "vitest";
import { formatBytes, savingsSummary } from "./size-savings";

const MB = 1024 * 1024;

describe("formatBytes", () => {
  it("uses B, KB, MB, GB with one decimal", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(6.2 * MB)).toBe("6.2 MB");
    expect(formatBytes(3 * 1024 * MB)).toBe("3 GB");
  });
});

describe("savingsSummary", () => {
  it("states both sizes and the saving", () => {
    expect(savingsSummary(6.2 * MB, 1.1 * MB)).toBe(
      "Optimised from 6.2 MB to 1.1 MB (82% smaller)",
    );
  });
  it("says so when nothing was saved", () => {
    expect(savingsSummary(2048, 2048)).toBe("Already optimised (2 KB)");
  });
});

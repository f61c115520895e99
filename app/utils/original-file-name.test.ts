import { describe, expect, it } from "vitest";
import { fileNameStem, originalFileName } from "./original-file-name";

describe("the name a photo was uploaded as", () => {
  it("keeps the base name only, whatever folders the client sent", () => {
    expect(originalFileName("DSC_0042.jpg")).toBe("DSC_0042.jpg");
    expect(originalFileName("C:\\Users\\ana\\Smith wedding\\DSC_0042.NEF")).toBe("DSC_0042.NEF");
    expect(originalFileName("/home/ana/Clients/IMG_7.jpg")).toBe("IMG_7.jpg");
    expect(originalFileName("../../etc/passwd")).toBe("passwd");
  });

  it("drops control characters, composes accents and cuts at 255 characters", () => {
    expect(originalFileName("DSC\r\n_00\u000042\u007f.jpg")).toBe("DSC_0042.jpg");
    const decomposed = "Ame\u0301lie.jpg";
    expect(originalFileName(decomposed)).toBe("Amélie.jpg");
    expect(originalFileName(decomposed)).not.toBe(decomposed);
    expect(originalFileName(`${"a".repeat(300)}.jpg`)).toHaveLength(255);
    // Never half of an emoji's surrogate pair at the cut.
    const cut = originalFileName("📷".repeat(300))!;
    expect([...cut]).toHaveLength(255);
    expect(cut.endsWith("📷")).toBe(true);
  });

  it("has none when nothing usable is left", () => {
    for (const none of ["", "  ", "folder/", "..", ".", "\u0000", undefined, 42]) {
      expect(originalFileName(none), String(none)).toBeUndefined();
    }
  });

  it("leaves the extension out for Lightroom, so the RAW of the frame matches too", () => {
    expect(fileNameStem("DSC_0042.jpg")).toBe("DSC_0042");
    expect(fileNameStem("DSC_0042.tar.gz")).toBe("DSC_0042.tar");
    expect(fileNameStem("DSC_0042")).toBe("DSC_0042");
    expect(fileNameStem(".hidden")).toBe(".hidden");
  });
});

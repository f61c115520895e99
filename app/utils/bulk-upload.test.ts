import { describe, expect, it } from "vitest";
import { titleFromFileName } from "./bulk-upload";

describe("a bulk-uploaded photo's title", () => {
  it("is its file name without the extension, separators read as spaces", () => {
    expect(titleFromFileName("IMG_2041-final.JPG")).toBe("IMG 2041 final");
    expect(titleFromFileName("C:\\fakepath\\Harbour  lights.jpeg")).toBe("Harbour lights");
    expect(titleFromFileName("archive.tar.gz")).toBe("archive.tar");
  });

  it("is never empty and never longer than a title may be", () => {
    expect(titleFromFileName(".jpg")).toBe("Untitled photo");
    expect(titleFromFileName("___.png")).toBe("Untitled photo");
    expect(titleFromFileName(`${"a".repeat(300)}.png`)).toHaveLength(200);
  });
});

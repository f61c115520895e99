import { describe, expect, it } from "vitest";
import { heroFileName } from "./hero-file-name";

describe("a banner's file name", () => {
  it("is the title when one is given, with the detected format's extension", () => {
    expect(heroFileName("Dawn, Lake Bled", "IMG_0042.PNG", "jpeg")).toBe("dawn-lake-bled.jpg");
    expect(heroFileName("Été à Kyōto", undefined, "webp")).toBe("été-à-kyōto.webp");
  });

  it("is the uploaded name otherwise, never a path", () => {
    expect(heroFileName(undefined, "../../etc/Sunset Over Fields.jpeg", "png")).toBe(
      "sunset-over-fields.png",
    );
    expect(heroFileName("  ", "C:\\photos\\dune.jpg", "jpeg")).toBe("dune.jpg");
  });

  it("falls back to 'banner'", () => {
    expect(heroFileName(undefined, undefined, "jpeg")).toBe("banner.jpg");
    expect(heroFileName("!!!", "???.jpg", "png")).toBe("banner.png");
  });
});

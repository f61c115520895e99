import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import { detectImageType } from "./detect-image-type.server";
import { ImageRejectedError } from "./image-errors.server";

const INVALID_TYPE =
  "Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.";

/** An ISO-BMFF file start: an `ftyp` box with the given brands, then padding. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size);
  box.write(`ftyp${major}\0\0\0\0${compatible.join("")}`, 4, "latin1");
  return box;
}

function rejection(run: () => unknown): ImageRejectedError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("detectImageType", () => {
  it.each([
    ["canon-gps.jpg", "jpeg"],
    ["meadow.png", "png"],
    ["flower.webp", "webp"],
    ["dune.tiff", "tiff"],
    ["ladybird.heic", "heic"],
  ])("recognises %s by its bytes as %s", (name, type) => {
    expect(detectImageType(fixture(name))).toBe(type);
  });

  it("recognises big-endian TIFF and the HEIF brands", () => {
    expect(detectImageType(Buffer.from("MM\0*\0\0\0\x08", "latin1"))).toBe("tiff");
    expect(detectImageType(ftyp("heix", "mif1", "heic"))).toBe("heic");
    expect(detectImageType(ftyp("mif1", "miaf", "heic"))).toBe("heic");
    expect(detectImageType(ftyp("msf1", "hevc"))).toBe("heic");
    expect(detectImageType(ftyp("mif1", "miaf"))).toBe("heif");
  });

  it("refuses AVIF, whether its major brand says so or only a compatible one", async () => {
    const avif = await sharp(fixture("flower.webp")).resize(64).avif({ effort: 0 }).toBuffer();
    expect(rejection(() => detectImageType(avif)).code).toBe("invalid_type");
    expect(rejection(() => detectImageType(ftyp("mif1", "miaf", "avif"))).code).toBe(
      "invalid_type",
    );
  });

  it("refuses SVG, text named .jpg, GIF and empty input with the spec's message", async () => {
    const gif = await sharp(fixture("flower.webp")).resize(64).gif().toBuffer();
    for (const bytes of [
      fixture("drawing.svg"),
      fixture("notes-renamed.jpg"),
      gif,
      Buffer.alloc(0),
    ]) {
      const error = rejection(() => detectImageType(bytes));
      expect(error.code).toBe("invalid_type");
      expect(error.message).toBe(INVALID_TYPE);
    }
  });

  it("uses the profile-picture wording for avatars", () => {
    const error = rejection(() => detectImageType(fixture("drawing.svg"), "avatar"));
    expect([error.title, error.message]).toEqual(["Invalid File", "Please select an image file."]);
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture, pngBomb } from "./__fixtures__/load-fixture";
import { ImageRejectedError } from "./image-errors.server";
import { processAvatar } from "./process-avatar.server";
import { analyseImage, processImage } from "./process-image.server";

const PROCESSING_ERROR =
  "Processing Error: There was an error processing your image. Please try again with a different file.";

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

/** Starts like a JPEG so only the size check can refuse it. */
const jpegLike = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes - 3)]);

describe("uploads the pipeline refuses", () => {
  it("refuses a photo over the highest upload limit, a hero over 25MB and an avatar over 5MB, before looking inside", async () => {
    const photo = await rejection(processImage(jpegLike(200 * 1024 * 1024 + 1)));
    expect([photo.code, photo.message]).toEqual([
      "too_large",
      "File too large: Maximum file size is 200MB.",
    ]);
    const hero = await rejection(processImage(jpegLike(25 * 1024 * 1024 + 1), { kind: "hero" }));
    expect([hero.code, hero.message]).toEqual([
      "too_large",
      "File too large: Maximum file size is 25MB.",
    ]);
    const avatar = await rejection(processAvatar(jpegLike(5 * 1024 * 1024 + 1)));
    expect([avatar.code, avatar.title, avatar.message]).toEqual([
      "too_large",
      "File Too Large",
      "Please select an image smaller than 5MB.",
    ]);
  });

  it("refuses foreign files by content, whatever their name", async () => {
    for (const name of ["drawing.svg", "notes-renamed.jpg"]) {
      const error = await rejection(processImage(fixture(name)));
      expect(error.code).toBe("invalid_type");
    }
  });

  it("refuses a 20000×20000 decompression bomb from its header, without decoding it", async () => {
    const bomb = pngBomb();
    const started = performance.now();
    const error = await rejection(processImage(bomb));
    expect(performance.now() - started).toBeLessThan(500);
    expect([error.code, error.message]).toEqual(["unprocessable", PROCESSING_ERROR]);
    expect((await rejection(analyseImage(bomb))).code).toBe("unprocessable");
  });

  it("refuses a truncated JPEG that a lenient decoder would have accepted", async () => {
    const truncated = fixture("truncated.jpg");
    // The same bytes decode without complaint when truncation is tolerated: the check is real.
    await expect(sharp(truncated, { failOn: "none" }).raw().toBuffer()).resolves.toBeDefined();
    const error = await rejection(processImage(truncated));
    expect([error.code, error.message]).toEqual(["unprocessable", PROCESSING_ERROR]);
  });

  it("refuses a truncated HEIC and bytes that only look like a JPEG", async () => {
    const heic = fixture("ladybird.heic");
    const cut = heic.subarray(0, Math.floor(heic.length * 0.6));
    expect((await rejection(processImage(cut))).code).toBe("unprocessable");
    expect((await rejection(processImage(jpegLike(4096)))).code).toBe("unprocessable");
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { DerivativeFormat } from "~/images/encode.server";
import { renderWatermarked, type MarkSource } from "./render-watermark.server";

/**
 * docs/decisions/0065-watermarks.md: a watermarked preview has the derivative's size and format
 * and its metadata, and differs from it where the mark is and hardly anywhere else.
 */

const WIDTH = 640;
const HEIGHT = 480;

/** A mid-grey picture with a gentle gradient, like a photo's sky. */
async function derivative(format: DerivativeFormat) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      pixels[i] = 90 + Math.round((x / WIDTH) * 40);
      pixels[i + 1] = 110;
      pixels[i + 2] = 130 + Math.round((y / HEIGHT) * 40);
    }
  }
  const image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  const encoded =
    format === "jpeg"
      ? image.jpeg({ quality: 90 }).withExif({ IFD0: { Copyright: "© Ada Lens" } })
      : format === "webp"
        ? image.webp({ quality: 90 })
        : image.avif({ quality: 60, effort: 0 });
  return encoded.toBuffer();
}

const greyOf = async (bytes: Buffer) =>
  (await sharp(bytes).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true })).data;

/** Mean absolute difference of two greyscale pictures inside a box. */
function difference(a: Buffer, b: Buffer, box: { x0: number; y0: number; x1: number; y1: number }) {
  let sum = 0;
  let count = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      sum += Math.abs(a[y * WIDTH + x]! - b[y * WIDTH + x]!);
      count++;
    }
  }
  return sum / count;
}

const text: MarkSource = {
  settings: { kind: "text", text: "© Ada Lens", position: "bottom-right", size: 40, opacity: 1 },
};

describe("renderWatermarked", () => {
  it.each(["jpeg", "webp", "avif"] as const)(
    "keeps a %s derivative's size and format",
    async (format) => {
      const input = await derivative(format);
      const output = await renderWatermarked(input, format, text);
      const meta = await sharp(output).metadata();
      expect(meta.width).toBe(WIDTH);
      expect(meta.height).toBe(HEIGHT);
      expect(meta.format).toBe(format === "avif" ? "heif" : format);
      expect(meta.hasAlpha).toBe(false);
      expect(output.equals(input)).toBe(false);
    },
  );

  it("changes the pixels at the chosen corner and hardly anywhere else", async () => {
    const input = await derivative("jpeg");
    const before = await greyOf(input);
    const after = await greyOf(await renderWatermarked(input, "jpeg", text));
    const corner = { x0: WIDTH * 0.55, y0: HEIGHT * 0.8, x1: WIDTH, y1: HEIGHT };
    const opposite = { x0: 0, y0: 0, x1: WIDTH * 0.45, y1: HEIGHT * 0.5 };
    expect(difference(before, after, corner)).toBeGreaterThan(8);
    expect(difference(before, after, opposite)).toBeLessThan(1.5);
  });

  it("keeps the derivative's EXIF and adds no colour profile", async () => {
    const output = await renderWatermarked(await derivative("jpeg"), "jpeg", text);
    const meta = await sharp(output).metadata();
    expect(meta.exif?.toString("latin1")).toContain("Ada Lens");
    expect(meta.icc).toBeUndefined();
  });

  it("is fainter at a lower opacity", async () => {
    const input = await derivative("jpeg");
    const before = await greyOf(input);
    const box = { x0: WIDTH * 0.55, y0: HEIGHT * 0.8, x1: WIDTH, y1: HEIGHT };
    const at = async (opacity: number) =>
      difference(
        before,
        await greyOf(
          await renderWatermarked(input, "jpeg", { settings: { ...text.settings, opacity } }),
        ),
        box,
      );
    expect(await at(0.2)).toBeLessThan((await at(1)) * 0.5);
  });

  it("draws markup in the text as text, not as SVG", async () => {
    const input = await derivative("jpeg");
    const hostile: MarkSource = {
      settings: { ...text.settings, text: `</text><rect width="9999" height="9999"/>` },
    };
    const after = await greyOf(await renderWatermarked(input, "jpeg", hostile));
    const before = await greyOf(input);
    expect(
      difference(before, after, { x0: 0, y0: 0, x1: WIDTH * 0.4, y1: HEIGHT * 0.5 }),
    ).toBeLessThan(1.5);
  });

  it("burns a logo in, and repeats it over the image when tiled", async () => {
    const logo = await sharp({
      create: {
        width: 200,
        height: 100,
        channels: 4,
        background: { r: 200, g: 20, b: 20, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const input = await derivative("webp");
    const before = await greyOf(input);
    const settings = { kind: "logo", position: "tiled", size: 10, opacity: 1 } as const;
    const after = await greyOf(await renderWatermarked(input, "webp", { settings, logo }));
    for (const box of [
      { x0: 0, y0: 0, x1: WIDTH / 2, y1: HEIGHT / 2 },
      { x0: WIDTH / 2, y0: HEIGHT / 2, x1: WIDTH, y1: HEIGHT },
    ]) {
      expect(difference(before, after, box)).toBeGreaterThan(2.5);
    }
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import { processImage } from "./process-image.server";

const RED = { r: 200, g: 60, b: 40 };

/** 64×48: left half fully transparent black, right half opaque red. */
async function halfTransparentPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 48 * 4);
  for (let i = 0; i < 64 * 48; i++) {
    if (i % 64 >= 32) pixels.set([RED.r, RED.g, RED.b, 255], i * 4);
  }
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 4 } })
    .toColourspace("rgb16")
    .png()
    .toBuffer();
}

const firstPixel = async (image: Buffer) => [
  ...(await sharp(image).raw().toBuffer()).subarray(0, 3),
];

/** Mean per-channel difference between two same-sized RGB buffers. */
function meanDistance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("colour and alpha handling", () => {
  it("keeps alpha in AVIF and WebP, and puts a 16-bit PNG's transparency on white in JPEG", async () => {
    const png = await halfTransparentPng();
    expect((await sharp(png).metadata()).depth).toBe("ushort");
    const { derivatives } = await processImage(png);
    for (const d of derivatives) {
      const meta = await sharp(d.buffer).metadata();
      expect([d.format, meta.hasAlpha, meta.depth]).toEqual([
        d.format,
        d.format !== "jpeg",
        "uchar",
      ]);
    }
    const jpeg = derivatives.find((d) => d.format === "jpeg")!;
    for (const value of await firstPixel(jpeg.buffer)) expect(value).toBeGreaterThan(245);
  });

  it("converts a Display P3 photo to sRGB and drops the profile", async () => {
    const srgb = await sharp({ create: { width: 48, height: 48, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const p3 = await sharp(srgb).withIccProfile("p3").jpeg({ quality: 95 }).toBuffer();
    const stored = [...(await sharp(p3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    expect(stored[0]).toBeLessThan(RED.r - 8); // the file really holds different numbers
    const { derivatives } = await processImage(p3);
    const webp = derivatives.find((d) => d.format === "webp")!;
    expect((await sharp(webp.buffer).metadata()).icc).toBeUndefined();
    const [r, g, b] = await firstPixel(webp.buffer);
    expect(Math.abs(r - RED.r) + Math.abs(g - RED.g) + Math.abs(b - RED.b)).toBeLessThan(15);
  });

  it("converts an Adobe RGB photo to sRGB, so it shows the colours a colour-managed viewer does", async () => {
    const adobe = fixture("flower-adobe-rgb.jpg");
    expect((await sharp(adobe).metadata()).icc).toBeDefined();
    const size = { width: 160, height: 100 };
    const pixels = (image: Buffer, options: { ignoreIcc?: boolean } = {}) =>
      sharp(image, options).resize(size.width, size.height, { fit: "fill" }).raw().toBuffer();
    // What a browser shows: the profile applied. What a viewer that ignores it would show.
    const [managed, unmanaged] = await Promise.all([
      pixels(adobe),
      pixels(adobe, { ignoreIcc: true }),
    ]);
    const { derivatives } = await processImage(adobe);
    for (const d of derivatives) {
      expect((await sharp(d.buffer).metadata()).icc).toBeUndefined();
      const shown = await pixels(d.buffer);
      expect([d.format, d.width, meanDistance(shown, managed) < 3]).toEqual([
        d.format,
        d.width,
        true,
      ]);
      expect(meanDistance(shown, unmanaged)).toBeGreaterThan(6);
    }
  });

  it("turns a CMYK JPEG into three-channel sRGB", async () => {
    const cmyk = await sharp({ create: { width: 48, height: 48, channels: 3, background: RED } })
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const { derivatives } = await processImage(cmyk);
    const meta = await sharp(derivatives.find((d) => d.format === "jpeg")!.buffer).metadata();
    expect([meta.space, meta.channels]).toEqual(["srgb", 3]);
  });
});

import decodeHeic from "heic-decode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixture } from "./__fixtures__/load-fixture";
import { contentHash } from "./content-address.server";
import { analyseImage, processImage, type ProcessedImage } from "./process-image.server";

const ACCEPTED = [
  "canon-gps.jpg",
  "storm-rotated.jpg",
  "meadow.png",
  "flower.webp",
  "dune.tiff",
  "ladybird.heic",
];
const results = new Map<string, ProcessedImage>();

beforeAll(async () => {
  for (const name of ACCEPTED) results.set(name, await processImage(fixture(name)));
}, 60_000);

const result = (name: string) => results.get(name)!;

/** Mean of |max − min channel|: how colourful pixels are, 0 for grey. */
function meanChroma(pixels: Uint8Array, channels: number): number {
  let sum = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    sum +=
      Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) -
      Math.min(pixels[i], pixels[i + 1], pixels[i + 2]);
  }
  return sum / (pixels.length / channels);
}

async function meanDifference(
  a: Buffer,
  b: Buffer,
  width: number,
  height: number,
): Promise<number> {
  const [pa, pb] = await Promise.all(
    [a, b].map((x) =>
      sharp(x).resize(width, height, { fit: "fill" }).removeAlpha().raw().toBuffer(),
    ),
  );
  return pa.reduce((sum, v, i) => sum + Math.abs(v - pb[i]), 0) / pa.length;
}

describe.each(ACCEPTED)("processImage(%s)", (name) => {
  it("makes every width in AVIF, WebP and JPEG, each really that format and size", async () => {
    const { derivatives, width } = result(name);
    const widths = [...new Set(derivatives.map((d) => d.width))];
    expect(Math.max(...widths)).toBeLessThanOrEqual(width);
    expect(derivatives).toHaveLength(widths.length * 3);
    for (const d of derivatives) {
      const meta = await sharp(d.buffer).metadata();
      expect(meta.mediaType).toBe(d.mime);
      expect(meta.format).toBe(d.format === "avif" ? "heif" : d.format);
      expect([meta.width, meta.height]).toEqual([d.width, d.height]);
      expect(d.size).toBe(d.buffer.byteLength);
    }
  });

  it("writes derivatives without EXIF, GPS, XMP, IPTC or ICC profile", async () => {
    for (const { buffer } of result(name).derivatives) {
      const meta = await sharp(buffer).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(buffer.includes("GPS")).toBe(false);
    }
  });

  it("names derivatives after their content", () => {
    for (const d of result(name).derivatives) {
      expect(d.contentHash).toBe(contentHash(d.buffer));
      const extension = { avif: "avif", webp: "webp", jpeg: "jpg" }[d.format];
      expect(d.name).toBe(`w${d.width}-${d.contentHash.slice(0, 8)}.${extension}`);
    }
  });

  it("gives a placeholder and colours", () => {
    const { placeholder, colors, dominantColor, brightness, isBlackAndWhite } = result(name);
    expect(Buffer.from(placeholder.thumbhash, "base64").length).toBeGreaterThan(10);
    expect(placeholder.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.dataUrl.length).toBeLessThan(1000);
    expect(colors.length).toBeGreaterThan(0);
    for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors.reduce((sum, c) => sum + c.percentage, 0)).toBeCloseTo(100, 0);
    expect(dominantColor).toBe(colors[0].hex);
    expect(brightness).toBeGreaterThan(0);
    expect(brightness).toBeLessThan(1);
    expect(isBlackAndWhite).toBe(false);
  });
});

describe("processImage facts", () => {
  it("keeps the Canon's GPS private and its camera facts public", () => {
    const { exif, gps, takenAt, mime, orientation } = result("canon-gps.jpg");
    expect(gps).toEqual({ latitude: 48.856667, longitude: 2.294444, altitude: null });
    expect(exif).toMatchObject({
      make: "Canon",
      model: "Canon EOS 350D DIGITAL",
      shutter: "1/80",
      iso: 400,
    });
    expect(JSON.stringify(exif)).not.toMatch(/48\.85|GPS|latitude/i);
    expect([takenAt, mime, orientation]).toEqual([
      "2008-01-22T03:28:22",
      "image/jpeg",
      "landscape",
    ]);
    expect(result("canon-gps.jpg").derivatives.map((d) => `${d.format}@${d.width}`)).toEqual([
      "avif@320",
      "webp@320",
      "jpeg@320",
      "avif@640",
      "webp@640",
      "jpeg@640",
      "avif@800",
      "webp@800",
      "jpeg@800",
    ]);
  });

  it("applies EXIF orientation 6: an 800×533 sideways JPEG becomes a 533×800 portrait", async () => {
    const { width, height, orientation, derivatives } = result("storm-rotated.jpg");
    expect([width, height, orientation]).toEqual([533, 800, "portrait"]);
    const jpeg = derivatives.find((d) => d.format === "jpeg" && d.width === 533)!;
    const upright = await sharp(fixture("storm-rotated.jpg")).autoOrient().png().toBuffer();
    const sideways = await sharp(fixture("storm-rotated.jpg")).png().toBuffer();
    expect(await meanDifference(jpeg.buffer, upright, 64, 96)).toBeLessThan(4);
    expect(await meanDifference(jpeg.buffer, sideways, 64, 96)).toBeGreaterThan(10);
  });

  it("decodes the HEVC HEIC upright by its irot box, not turned again by its EXIF Orientation 6", async () => {
    const { type, mime, width, height, orientation, exif, gps } = result("ladybird.heic");
    expect([type, mime, width, height, orientation]).toEqual([
      "heic",
      "image/heic",
      400,
      640,
      "portrait",
    ]);
    expect(exif?.make).toBe("Viewfinder");
    expect(gps?.latitude).toBeCloseTo(-33.8598, 4);
  });

  it("converts the HEIC's Display P3 pixels to sRGB instead of reading them as sRGB", async () => {
    const decoded = await decodeHeic({ buffer: fixture("ladybird.heic") });
    const jpeg = result("ladybird.heic").derivatives.find(
      (d) => d.format === "jpeg" && d.width === 400,
    )!;
    const converted = await sharp(jpeg.buffer).raw().toBuffer();
    // P3 stores a colour with smaller numbers than sRGB needs: read as sRGB it looks washed out.
    expect(meanChroma(converted, 3)).toBeGreaterThan(
      meanChroma(decoded.data as unknown as Uint8Array, 4) * 1.1,
    );
  });

  it("calls a greyscale photo black and white", async () => {
    const grey = await sharp(fixture("canon-gps.jpg")).greyscale().jpeg().toBuffer();
    const analysis = await analyseImage(grey);
    expect(analysis.isBlackAndWhite).toBe(true);
  });
});

describe("processImage hands its output over as it goes", () => {
  it("says the type once the header passes, then hands over each derivative as it is encoded, largest first", async () => {
    const heard: string[] = [];
    const image = await processImage(fixture("canon-gps.jpg"), {
      onAccepted: ({ mime }) => heard.push(mime),
      onDerivative: (d) => heard.push(`${d.format}@${d.width}:${d.contentHash}`),
    });
    expect(heard[0]).toBe("image/jpeg");
    const handedOver = heard.slice(1);
    expect([...handedOver].sort()).toEqual(
      image.derivatives.map((d) => `${d.format}@${d.width}:${d.contentHash}`).sort(),
    );
    // The largest encodes start first: storing them can begin while the small ones are made.
    expect(handedOver[0]).toMatch(/@800:/);
  });

  it("hands over nothing for a file it refuses", async () => {
    const heard: string[] = [];
    await expect(
      processImage(fixture("notes-renamed.jpg"), {
        onAccepted: ({ mime }) => heard.push(mime),
        onDerivative: (d) => heard.push(d.name),
      }),
    ).rejects.toThrow();
    expect(heard).toEqual([]);
  });
});

describe("analyseImage", () => {
  it("gives processImage's facts and colours without any derivative", async () => {
    const analysis = await analyseImage(fixture("canon-gps.jpg"));
    const { derivatives: _d, placeholder: _p, deferred: _w, ...facts } = result("canon-gps.jpg");
    expect(analysis).not.toHaveProperty("derivatives");
    expect({ ...analysis, colors: [], dominantColor: "", brightness: 0 }).toEqual({
      ...facts,
      colors: [],
      dominantColor: "",
      brightness: 0,
    });
    expect(analysis.brightness).toBeCloseTo(facts.brightness, 1);
  });
});

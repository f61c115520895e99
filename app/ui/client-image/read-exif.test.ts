import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import parseExif from "exif-reader";
import { describe, expect, it } from "vitest";
import {
  exifField,
  exifFromJpeg,
  JPEG_HEAD_BYTES,
  MAX_EXIF_BYTES,
  readExif,
  toBase64,
} from "./read-exif";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../images/__fixtures__/${name}`, import.meta.url)));

const canon = fixture("canon-gps.jpg");
// canon-gps.jpg opens FF D8, then its APP1 segment: FF E1, length 0x3734, "Exif\0\0", TIFF data.
const APP1_END = 4 + 0x3734;
const canonExif = canon.subarray(6, APP1_END);
const canonTiff = canon.subarray(12, APP1_END);
/** The same photo with its EXIF segment cut out, as a canvas re-encode would have it. */
const canonWithoutExif = Buffer.concat([canon.subarray(0, 2), canon.subarray(APP1_END)]);

// Copies: a Node Buffer may sit on a shared pool, which Blob's types do not accept.
const blob = (...parts: Uint8Array[]) => new Blob(parts.map((part) => Uint8Array.from(part)));

/** A JPEG marker segment: FF, marker, big-endian length (counting itself), payload. */
const segment = (marker: number, payload: Uint8Array) => {
  const length = payload.length + 2;
  return Uint8Array.from([0xff, marker, length >> 8, length & 0xff, ...payload]);
};
const SOI = Uint8Array.from([0xff, 0xd8]);

describe("readExif from a JPEG", () => {
  it("finds the Canon's EXIF as TIFF data, which the server's EXIF reader reads", async () => {
    const tiff = await readExif(blob(canon));
    expect(tiff).not.toBeNull();
    expect(Buffer.from(tiff!).equals(canonTiff)).toBe(true);
    const parsed = parseExif(Buffer.from(tiff!));
    expect(parsed.Image?.Make).toBe("Canon");
    expect(parsed.GPSInfo?.GPSLatitudeRef).toBe("N");
  });

  it("finds nothing in a JPEG without an EXIF segment", async () => {
    expect(await readExif(blob(canonWithoutExif))).toBeNull();
  });

  it("skips an XMP APP1 segment and fill bytes before the EXIF one", () => {
    const xmp = segment(0xe1, new TextEncoder().encode("http://ns.adobe.com/xap/1.0/\0<x/>"));
    const exif = segment(0xe1, Uint8Array.from(canonExif));
    const head = Uint8Array.from([...SOI, ...xmp, 0xff, ...exif]);
    expect(Buffer.from(exifFromJpeg(head)!).equals(canonTiff)).toBe(true);
  });

  it("stops at the image data, and at a segment running past what was read", () => {
    const scan = segment(0xda, Uint8Array.from([1, 2, 3]));
    const exif = segment(0xe1, Uint8Array.from(canonExif));
    expect(exifFromJpeg(Uint8Array.from([...SOI, ...scan, ...exif]))).toBeNull();
    const truncated = Uint8Array.from([...SOI, ...exif]).subarray(0, 200);
    expect(exifFromJpeg(truncated)).toBeNull();
  });

  it("refuses an Exif segment that is not TIFF data", () => {
    const fake = segment(0xe1, new TextEncoder().encode("Exif\0\0garbage"));
    expect(exifFromJpeg(Uint8Array.from([...SOI, ...fake]))).toBeNull();
  });

  it("only looks at the first 128 KB", async () => {
    // Three large ICC-like APP2 segments push the EXIF segment past the head that is read.
    const filler = segment(0xe2, new Uint8Array(60_000));
    const exif = segment(0xe1, Uint8Array.from(canonExif));
    const file = blob(SOI, filler, filler, filler, exif);
    expect(file.size).toBeGreaterThan(JPEG_HEAD_BYTES);
    expect(await readExif(file)).toBeNull();
    expect(await readExif(blob(SOI, filler, exif))).not.toBeNull();
  });
});

describe("readExif from a WebP", () => {
  const chunk = (fourcc: string, data: Uint8Array) => {
    const header = Buffer.alloc(8);
    header.write(fourcc, 0, "latin1");
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
  };
  /** An extended WebP whose EXIF chunk follows the image data, as encoders write it. */
  const webpWith = (exif: Uint8Array, flags = 0x08) => {
    const vp8x = new Uint8Array(10);
    vp8x[0] = flags;
    const body = Buffer.concat([
      Buffer.from("WEBP"),
      chunk("VP8X", vp8x),
      chunk("VP8 ", new Uint8Array(101)), // odd: padded to an even size
      chunk("EXIF", exif),
    ]);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return Buffer.concat([Buffer.from("RIFF"), size, body]);
  };

  it("reads a chunk of bare TIFF data, as the WebP container spec has it", async () => {
    expect(Buffer.from((await readExif(blob(webpWith(canonTiff))))!).equals(canonTiff)).toBe(true);
  });

  it("reads a chunk with the Exif\\0\\0 prefix, as libvips writes it", async () => {
    expect(Buffer.from((await readExif(blob(webpWith(canonExif))))!).equals(canonTiff)).toBe(true);
  });

  it("does not walk the chunks when the VP8X flags say there is no EXIF", async () => {
    expect(await readExif(blob(webpWith(canonTiff, 0)))).toBeNull();
  });

  it("finds nothing in a WebP without metadata", async () => {
    expect(await readExif(blob(fixture("flower.webp")))).toBeNull();
  });
});

describe("readExif from anything else", () => {
  it("finds nothing in a PNG, a text file or an empty file", async () => {
    expect(await readExif(blob(fixture("meadow.png")))).toBeNull();
    expect(await readExif(blob(fixture("notes-renamed.jpg")))).toBeNull();
    expect(await readExif(blob())).toBeNull();
  });
});

describe("exifField", () => {
  it("is the EXIF as base64, well under the 64 KB cap", async () => {
    const field = await exifField(blob(canon));
    expect(Buffer.from(field!, "base64").equals(canonTiff)).toBe(true);
    expect(canonTiff.length).toBeLessThan(MAX_EXIF_BYTES);
  });

  it("is null rather than an error when the file cannot be read", async () => {
    const unreadable = { slice: () => ({ arrayBuffer: () => Promise.reject(new Error("gone")) }) };
    expect(await exifField(unreadable as unknown as Blob)).toBeNull();
  });
});

describe("toBase64", () => {
  it("encodes more bytes than one call can spread", () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 251);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });
});

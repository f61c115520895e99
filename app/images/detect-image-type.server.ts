import { ImageRejectedError, type ImageKind } from "./image-errors.server";

/**
 * The upload types of docs/product.md#validation-rules. AVIF is a HEIF cousin but not one of them.
 */
export type ImageType = "jpeg" | "png" | "webp" | "heic" | "heif" | "tiff";

export const IMAGE_MIME_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
  tiff: "image/tiff",
};

const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);
const AV1_BRANDS = new Set(["avif", "avis"]);

const startsWith = (buffer: Uint8Array, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

const ascii = (buffer: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...buffer.subarray(start, end));

/** The major and compatible brands of an ISO-BMFF `ftyp` box, or null when there is none. */
function heifBrands(buffer: Uint8Array): string[] | null {
  if (buffer.length < 16 || ascii(buffer, 4, 8) !== "ftyp") return null;
  const boxSize = ((buffer[0] << 24) | (buffer[1] << 16) | (buffer[2] << 8) | buffer[3]) >>> 0;
  const end = Math.min(boxSize, buffer.length, 256);
  const brands = [ascii(buffer, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(buffer, at, at + 4));
  return brands;
}

function heifType(brands: string[]): ImageType | null {
  const [major] = brands;
  if (HEVC_BRANDS.has(major)) return "heic";
  if (!GENERIC_HEIF_BRANDS.has(major)) return null;
  // A generic `mif1` file is AVIF when it names an AV1 brand and no HEVC one.
  if (brands.some((b) => HEVC_BRANDS.has(b))) return "heic";
  if (brands.some((b) => AV1_BRANDS.has(b))) return null;
  return "heif";
}

/** Identifies an upload by its first bytes only: names and declared MIME types are not trusted. */
export function detectImageType(buffer: Uint8Array, kind: ImageKind = "photo"): ImageType {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WEBP") return "webp";
  if (
    startsWith(buffer, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(buffer, [0x4d, 0x4d, 0x00, 0x2a])
  ) {
    return "tiff";
  }
  const brands = heifBrands(buffer);
  const heif = brands && heifType(brands);
  if (heif) return heif;
  throw new ImageRejectedError("invalid_type", kind);
}

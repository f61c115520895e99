/**
 * Recognises the upload formats of docs/product.md#validation-rules by their first bytes, as the
 * server does: a text file renamed .jpg is refused before any work, with the same message the
 * server would give.
 */
export type UploadFormat = "jpeg" | "png" | "webp" | "heic" | "heif" | "tiff";

export const SIGNATURE_BYTES = 32;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);

export function sniffUploadFormat(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === "PNG" && bytes[0] === 0x89) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*"))
    return "tiff";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return "heic";
    if (HEIF_BRANDS.has(brand)) return "heif";
  }
  return null;
}

/** Browsers cannot decode HEIC/HEIF (HEVC) or TIFF: those go to the server unoptimised. */
export const browserCanDecode = (format: UploadFormat) =>
  format === "jpeg" || format === "png" || format === "webp";

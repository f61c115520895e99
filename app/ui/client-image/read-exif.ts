/**
 * Re-encoding on a canvas drops the camera's EXIF block, so the block is read from the original
 * and sent beside the optimised file (docs/product.md#image-pipeline). The server reads only
 * shooting facts and the private position from it, and only when the uploaded file has none of its
 * own.
 *
 * What is returned is the TIFF data (starting "II*\0" or "MM\0*") without the "Exif\0\0" prefix:
 * exif-reader on the server reads either form.
 */

/** An APP1 segment cannot be larger; a WebP EXIF chunk over this is not sent. */
export const MAX_EXIF_BYTES = 64 * 1024;
/** EXIF sits right after the JPEG start marker, at most behind JFIF or an ICC profile. */
export const JPEG_HEAD_BYTES = 128 * 1024;
/** An animated WebP has a chunk per frame; EXIF comes after them, but not after thousands. */
const MAX_WEBP_CHUNKS = 256;

const EXIF_PREFIX = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const isTiff = (bytes: Uint8Array) =>
  startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);

/** The TIFF data of an EXIF block, with or without its "Exif\0\0" prefix; null if it is not one. */
function tiffOf(block: Uint8Array): Uint8Array | null {
  const tiff = startsWith(block, EXIF_PREFIX) ? block.subarray(EXIF_PREFIX.length) : block;
  return isTiff(tiff) && tiff.length <= MAX_EXIF_BYTES ? tiff : null;
}

/**
 * Walks the JPEG markers in `head` (the file's first bytes) to the APP1 "Exif" segment. Stops at
 * the image data (SOS): metadata segments all come before it.
 */
export function exifFromJpeg(head: Uint8Array): Uint8Array | null {
  if (!startsWith(head, [0xff, 0xd8])) return null;
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null; // not a marker where one must be: not a JPEG we can read
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or end: no EXIF
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = (head[at + 2]! << 8) | head[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > head.length) return null; // runs past what was read
    const segment = head.subarray(at + 4, end);
    // APP1 also carries XMP ("http://ns.adobe.com/xap/1.0/"): only the "Exif" one is wanted.
    if (marker === 0xe1 && startsWith(segment, EXIF_PREFIX)) return tiffOf(segment);
    at = end;
  }
  return null;
}

type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

const uint32le = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/**
 * Finds the EXIF chunk of an extended WebP. It usually follows the image data, so chunk headers
 * are read one by one (8 bytes each) instead of the whole file.
 */
export async function exifFromWebp(read: ReadRange, size: number): Promise<Uint8Array | null> {
  const head = await read(0, 30);
  if (ascii(head, 0, 4) !== "RIFF" || ascii(head, 8, 12) !== "WEBP") return null;
  // Only the extended format (VP8X) has metadata; its flags say whether EXIF is there.
  const EXIF_FLAG = 0x08;
  if (ascii(head, 12, 16) !== "VP8X" || !((head[20] ?? 0) & EXIF_FLAG)) return null;
  let at = 12;
  for (let chunks = 0; chunks < MAX_WEBP_CHUNKS && at + 8 <= size; chunks++) {
    const header = await read(at, at + 8);
    const length = uint32le(header, 4);
    const start = at + 8;
    if (ascii(header, 0, 4) === "EXIF") {
      if (length > MAX_EXIF_BYTES + EXIF_PREFIX.length || start + length > size) return null;
      return tiffOf(await read(start, start + length));
    }
    at = start + length + (length % 2); // chunks are padded to an even size
  }
  return null;
}

const readRange =
  (file: Blob): ReadRange =>
  async (start, end) =>
    new Uint8Array(await file.slice(start, end).arrayBuffer());

/** The EXIF TIFF data of a JPEG or WebP file, or null (other formats, none, unreadable). */
export async function readExif(file: Blob): Promise<Uint8Array | null> {
  const read = readRange(file);
  const head = await read(0, JPEG_HEAD_BYTES);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return exifFromJpeg(head);
  return exifFromWebp(read, file.size);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: spreading 64 KB of arguments at once can overflow the call stack.
  for (let at = 0; at < bytes.length; at += 8192) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  return btoa(binary);
}

/**
 * The `exif` form field for an upload: the original's EXIF as base64, or null. Never throws: a
 * photo without its facts is still worth uploading.
 */
export async function exifField(original: Blob): Promise<string | null> {
  try {
    const tiff = await readExif(original);
    return tiff ? toBase64(tiff) : null;
  } catch {
    return null;
  }
}

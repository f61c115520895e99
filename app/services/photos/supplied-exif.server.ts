import { readExifFacts, type ImageAnalysis } from "~/images/image-pipeline.server";

/**
 * With JavaScript the browser re-encodes the photo, which drops its EXIF, and sends the
 * original's EXIF block beside it as the `exif` field (base64). It is the user's own claim about
 * their own photo, so it is used for nothing but the shooting facts and the private position,
 * and only when the uploaded file has none of its own (docs/product.md#image-pipeline).
 */

/** An APP1 segment cannot hold more; anything larger is not an EXIF block from a JPEG. */
export const MAX_SUPPLIED_EXIF_BYTES = 64 * 1024;
const MAX_BASE64_LENGTH = Math.ceil(MAX_SUPPLIED_EXIF_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded block, or undefined for anything missing, oversized or not strict base64. */
export function decodeSuppliedExif(value: unknown): Buffer | undefined {
  // Length first: the regular expression never runs over a large field.
  if (typeof value !== "string" || !value || value.length > MAX_BASE64_LENGTH) return undefined;
  if (value.length % 4 !== 0 || !BASE64.test(value)) return undefined;
  const bytes = Buffer.from(value, "base64");
  return bytes.length > 0 && bytes.length <= MAX_SUPPLIED_EXIF_BYTES ? bytes : undefined;
}

export type CameraFacts = Pick<ImageAnalysis, "exif" | "gps" | "takenAt">;

/** An EXIF block with nothing but, say, the orientation or resolution says nothing worth keeping. */
const hasFacts = ({ exif, gps }: CameraFacts) =>
  gps !== null || (exif !== null && Object.values(exif).some((value) => value !== null));

/** The image's own facts, or else those of the supplied block, read by the image pipeline. */
export function cameraFacts(image: CameraFacts, supplied: Buffer | undefined): CameraFacts {
  const own = { exif: image.exif, gps: image.gps, takenAt: image.takenAt };
  if (!supplied || hasFacts(own)) return own;
  const { exif, gps } = readExifFacts(supplied);
  const read = { exif, gps, takenAt: exif?.takenAt ?? null };
  return hasFacts(read) ? read : own;
}

import type { Metadata, Sharp } from "sharp";
import { sharp, untrustedInput } from "./configured-sharp.server";
import { detectImageType, IMAGE_MIME_TYPES, type ImageType } from "./detect-image-type.server";
import { loadHeic } from "./heic.server";
import { asRejection, ImageRejectedError, type ImageKind } from "./image-errors.server";
import { assertPixelCount, assertUploadSize } from "./upload-limits.server";

export interface OpenedImage {
  kind: ImageKind;
  type: ImageType;
  mime: string;
  /** Size as displayed: after EXIF orientation, or HEIF rotation, is applied. */
  width: number;
  height: number;
  /** The file's own header, EXIF included: for reading facts, never for copying out. */
  header: Metadata;
  /** A fresh pipeline over the whole picture, upright, 8-bit sRGB. Run it inside an image job. */
  load(): Promise<Sharp>;
}

/**
 * Validates an upload without decoding its pixels: size, type by magic bytes, then dimensions
 * from the header, so a decompression bomb is refused before it costs any memory.
 */
export async function openImage(buffer: Buffer, kind: ImageKind): Promise<OpenedImage> {
  assertUploadSize(buffer.byteLength, kind);
  const type = detectImageType(buffer, kind);
  let header: Metadata;
  try {
    header = await sharp(buffer, untrustedInput).metadata();
  } catch (error) {
    throw asRejection(error, kind);
  }
  const isHeif = type === "heic" || type === "heif";
  // An AV1 payload in a generic HEIF box is AVIF, which docs/product.md#validation-rules does not
  // accept.
  if (isHeif && header.compression === "av1") throw new ImageRejectedError("invalid_type", kind);
  const { width, height } = header.autoOrient;
  assertPixelCount(width, height, kind);

  const load = async () => {
    const image = isHeif
      ? await loadHeic(buffer, header)
      : sharp(buffer, { ...untrustedInput, autoOrient: true });
    return image.toColourspace("srgb");
  };
  return { kind, type, mime: IMAGE_MIME_TYPES[type], width, height, header, load };
}

import { ImageRejectedError, type ImageKind } from "./image-errors.server";

const MB = 1024 * 1024;

/** Spec §9: uploads at most 25MB, profile images 5 MB. Hero banners are not profile images. */
export const MAX_UPLOAD_BYTES: Record<ImageKind, number> = {
  photo: 25 * MB,
  hero: 25 * MB,
  avatar: 5 * MB,
};

/**
 * Refuses decompression bombs before any pixel is decoded. 120 megapixels admits 100 MP
 * medium-format cameras (11648×8736) yet keeps one decode under ~0.5 GB of RGBA.
 */
export const MAX_INPUT_PIXELS = 120_000_000;

export function assertUploadSize(byteLength: number, kind: ImageKind): void {
  if (byteLength > MAX_UPLOAD_BYTES[kind]) throw new ImageRejectedError("too_large", kind);
}

export function assertPixelCount(width: number, height: number, kind: ImageKind): void {
  if (!(width > 0 && height > 0) || width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError("unprocessable", kind);
  }
}

import { MAX_UPLOAD_MB_CEILING } from "~/utils/site-settings";
import { ImageRejectedError, type ImageKind } from "./image-errors.server";

const MB = 1024 * 1024;

/**
 * docs/product.md#constants-and-limits: uploads at most 25MB, profile images 5 MB. Hero banners are
 * not profile images. A photo's limit is the administrator's to raise
 * (app/services/photos/upload-limit.server.ts, which every photo upload checks as the bytes
 * arrive); the pipeline holds photos to the highest limit that setting allows.
 */
export const MAX_UPLOAD_BYTES: Record<ImageKind, number> = {
  photo: MAX_UPLOAD_MB_CEILING * MB,
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

export interface EncodedCandidate {
  /** The MIME type the browser actually produced (canvas falls back to PNG when unsupported). */
  type: string;
  size: number;
}

/**
 * docs/product.md#constants-and-limits: WebP, unless the browser cannot encode it or it comes out
 * larger than the original.
 */
export const webpIsUsable = (webp: EncodedCandidate | null, originalBytes: number) =>
  webp !== null && webp.type === "image/webp" && webp.size <= originalBytes;

/**
 * Re-encoding an already small image that needed no resize can only add bytes and drop its
 * camera data (EXIF), so such an image is sent as it is.
 */
export const keepOriginal = (encoded: EncodedCandidate, originalBytes: number, resized: boolean) =>
  !resized && encoded.size >= originalBytes;

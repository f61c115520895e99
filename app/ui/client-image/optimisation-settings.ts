/**
 * docs/product.md#constants-and-limits: the client-side optimisation constants, by the size of the
 * chosen file.
 */
const MB = 1024 * 1024;

export const MAX_UPLOAD_BYTES = 25 * MB;

export interface OptimisationSettings {
  maxWidth: number;
  quality: number;
}

const DEFAULT: OptimisationSettings = { maxWidth: 2400, quality: 0.9 };
const OVER_8_MB: OptimisationSettings = { maxWidth: 2000, quality: 0.88 };
const OVER_15_MB: OptimisationSettings = { maxWidth: 1800, quality: 0.85 };

export function settingsForSize(bytes: number): OptimisationSettings {
  if (bytes > 15 * MB) return OVER_15_MB;
  if (bytes > 8 * MB) return OVER_8_MB;
  return DEFAULT;
}

/** Shrinks to maxWidth keeping the aspect ratio; never enlarges. */
export function scaledSize(width: number, height: number, maxWidth: number) {
  if (width <= maxWidth) return { width, height, resized: false };
  return {
    width: maxWidth,
    height: Math.max(1, Math.round((height * maxWidth) / width)),
    resized: true,
  };
}

const UNITS = ["B", "KB", "MB", "GB"] as const;

/**
 * docs/product.md#constants-and-limits: B, KB, MB, GB with at most one decimal ("512 B", "1.5 KB",
 * "250 MB"). Client-safe.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** unit).toFixed(1))} ${UNITS[unit]}`;
}

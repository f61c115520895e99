import { db } from "~/data/db.server";
import { formatBytes } from "~/utils/format-bytes";

/**
 * docs/product.md#constants-and-limits: the quota shown by default. Display only: uploads are not
 * refused over it.
 */
export const STORAGE_QUOTA_BYTES = 250 * 1024 * 1024;

export { formatBytes };

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
  /** 0–100 (more when over quota), one decimal. */
  usagePercentage: number;
  usedFormatted: string;
  quotaFormatted: string;
}

/** Bytes of every original and derivative, as recorded when each was stored. */
export async function storageUsage(userId: string): Promise<StorageUsage> {
  const { photos } = await db();
  const usedBytes = (await photos.listByUser(userId)).reduce(
    (sum, photo) =>
      sum + (photo.originalSize ?? 0) + photo.derivatives.reduce((s, d) => s + d.size, 0),
    0,
  );
  return {
    usedBytes,
    quotaBytes: STORAGE_QUOTA_BYTES,
    usagePercentage: Math.round((usedBytes / STORAGE_QUOTA_BYTES) * 1000) / 10,
    usedFormatted: formatBytes(usedBytes),
    quotaFormatted: formatBytes(STORAGE_QUOTA_BYTES),
  };
}

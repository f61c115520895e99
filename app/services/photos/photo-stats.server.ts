import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";

/** docs/product.md#entities "Photo stats". */
export interface PhotoStats {
  totalPhotos: number;
  /** The user's own groupings: their custom categories (the product has no other albums). */
  albums: number;
  /** Distinct categories among the user's photos. */
  categories: number;
  /** ISO 8601, or null before the first upload. */
  lastUploadDate: string | null;
  /** Public photos. */
  sharedPhotos: number;
  featuredPhotos: number;
}

export async function photoStats(userId: string): Promise<PhotoStats> {
  const { photos, categories } = await db();
  // Newest first, so the first is the last upload.
  const list: Photo[] = await photos.listByUser(userId);
  return {
    totalPhotos: list.length,
    albums: (await categories.listByUser(userId)).length,
    categories: new Set(list.map((p) => p.category)).size,
    lastUploadDate: list[0]?.createdAt.toISOString() ?? null,
    sharedPhotos: list.filter((p) => p.isPublic).length,
    featuredPhotos: list.filter((p) => p.featured).length,
  };
}

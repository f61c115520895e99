import { db } from "~/data/db.server";
import { CollectionInputError } from "./errors.server";

/** More than any portfolio the app is measured with (2,000 photos, docs/performance.md). */
export const MAX_ORDERED_PHOTOS = 10_000;

/**
 * A list of photo ids a photographer orders (a collection's members, their portfolio order):
 * each once, each one of their own photos, private ones included (public answers skip those,
 * docs/product.md#collections). Refused whole, so nothing changes on a bad list.
 */
export async function checkedOwnPhotoIds(userId: string, photoIds: string[]): Promise<string[]> {
  if (photoIds.length > MAX_ORDERED_PHOTOS) {
    throw new CollectionInputError(`At most ${MAX_ORDERED_PHOTOS} photos can be ordered.`);
  }
  if (new Set(photoIds).size !== photoIds.length) {
    throw new CollectionInputError("Each photo may appear only once.");
  }
  if (photoIds.length === 0) return photoIds;
  const { photos } = await db();
  const own = await photos.ownedIds(userId, photoIds);
  const stranger = photoIds.find((id) => !own.has(id));
  if (stranger !== undefined) {
    throw new CollectionInputError(`Photo ${stranger} is not one of your photos.`);
  }
  return photoIds;
}

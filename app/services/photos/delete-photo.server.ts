import { db } from "~/data/db.server";
import { forgetDeletedPhoto } from "~/services/collections/photo-removal.server";
import { objectStore } from "~/storage/store.server";
import { findOwnPhoto } from "./own-photos.server";
import { photoFolder, userFolder } from "./photo-keys.server";

/**
 * Objects first, then the record: if the store fails, the photo is still listed and the owner
 * can try again, rather than its files lingering unseen. Then it leaves every collection and the
 * portfolio order (docs/product.md#collections).
 */
export async function deletePhoto(userId: string, photoId: string): Promise<void> {
  await findOwnPhoto(userId, photoId);
  await objectStore().deletePrefix(photoFolder(userId, photoId));
  const { photos } = await db();
  await photos.delete(photoId);
  await forgetDeletedPhoto(userId, photoId);
}

/**
 * For account deletion: every photo record of the user and every object in their storage folder
 * `photo/{userId}/` (avatars and anything else kept there included).
 */
export async function deleteAllPhotosOf(
  userId: string,
): Promise<{ photos: number; objects: number }> {
  const objects = await objectStore().deletePrefix(userFolder(userId));
  const { photos } = await db();
  return { photos: await photos.deleteByUser(userId), objects };
}

import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { ALL_CATEGORY, type PhotoView } from "~/utils/photo-view";
import { PhotoNotFoundError } from "./errors.server";
import { toPhotoView } from "./photo-view.server";

/** The photo, if it is this user's; anything else is PhotoNotFoundError, whoever asks. */
export async function findOwnPhoto(userId: string, photoId: string): Promise<Photo> {
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  if (!photo || photo.userId !== userId) throw new PhotoNotFoundError();
  return photo;
}

export async function photoOwner(userId: string): Promise<User> {
  const { users } = await db();
  const owner = await users.findById(userId);
  // Photos are only ever reached through a signed-in user, so a missing owner is a bug.
  if (!owner) throw new Error(`No user ${userId}`);
  return owner;
}

export async function ownPhotoView(userId: string, photo: Photo): Promise<PhotoView> {
  return toPhotoView(photo, await photoOwner(userId));
}

export async function getMyPhoto(userId: string, photoId: string): Promise<PhotoView> {
  return ownPhotoView(userId, await findOwnPhoto(userId, photoId));
}

/**
 * The user's photos, newest first, private ones included (docs/product.md#my-photos My Photos,
 * docs/product.md#validation-rules Search).
 */
export async function listMyPhotos(
  userId: string,
  { category, search }: { category?: string; search?: string } = {},
): Promise<PhotoView[]> {
  const { photos } = await db();
  const owner = await photoOwner(userId);
  const list = await photos.listByUser(userId, {
    category: category && category !== ALL_CATEGORY ? category : undefined,
    search: search?.trim() || undefined,
  });
  return list.map((photo) => toPhotoView(photo, owner));
}

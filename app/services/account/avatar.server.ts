import { db } from "~/data/db.server";
import { processAvatar } from "~/images/image-pipeline.server";
import { objectKey } from "~/storage/object-store";
import { objectStore, readObject } from "~/storage/store.server";
import { AccountError } from "./account-errors.server";
import { findOwnPhoto, jpegFor } from "./own-photo-images.server";

/** Avatars are content-addressed (`avatar/{userId}/{hash}.webp`), so their URLs never go stale. */
export const AVATAR_CACHE_CONTROL = "public, max-age=31536000, immutable";
const HASH_LENGTH = 16;
export const avatarFolder = (userId: string) => `${objectKey("avatar", userId)}/`;
export const avatarUrl = (userId: string, name: string) => `/avatars/${userId}/${name}`;

/**
 * Processes a profile picture (docs/product.md#validation-rules: image, ≤5 MB; ImageRejectedError
 * otherwise), stores its 400 px WebP, points the user at it, then removes the previous ones. The
 * new object is written before the old are deleted, so the avatar is never missing in between.
 */
export async function saveAvatar(userId: string, bytes: Buffer): Promise<string> {
  const { derivatives, size } = await processAvatar(bytes, userId);
  const largest = derivatives.find((d) => d.format === "webp" && d.width === size);
  if (!largest) throw new Error("processAvatar made no WebP at full size");
  const name = `${largest.contentHash.slice(0, HASH_LENGTH)}.webp`;
  const key = objectKey("avatar", userId, name);
  const store = objectStore();
  await store.put(key, largest.buffer, {
    contentType: "image/webp",
    cacheControl: AVATAR_CACHE_CONTROL,
  });
  const url = avatarUrl(userId, name);
  const { users } = await db();
  await users.update(userId, { profileImageUrl: url });
  const stale = (await store.list(avatarFolder(userId))).filter((o) => o.key !== key);
  await Promise.all(stale.map((o) => store.delete(o.key)));
  return url;
}

/**
 * docs/product.md#api-calls set-custom: one of the user's own photos becomes the profile picture.
 */
export async function setAvatarFromPhoto(userId: string, photoId: string): Promise<string> {
  const photo = await findOwnPhoto(userId, photoId);
  const source = jpegFor(photo, "avatar");
  if (!source) throw new AccountError("This photo is still being processed.", 409);
  return saveAvatar(userId, await readObject(source.key));
}

const AVATAR_PATH = new RegExp(`^[A-Za-z0-9_-]+/[a-f0-9]{${HASH_LENGTH}}\\.webp$`);

/** The store key behind `/avatars/{path}`, or null for anything that is not an avatar's path. */
export function avatarKeyFromPath(path: string): string | null {
  return AVATAR_PATH.test(path) ? `avatar/${path}` : null;
}

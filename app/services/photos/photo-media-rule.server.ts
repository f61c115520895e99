import { db } from "~/data/db.server";
import {
  IMMUTABLE_PRIVATE,
  IMMUTABLE_PUBLIC,
  ORIGINAL_NAME,
  PRIVATE_NO_STORE,
} from "./photo-keys.server";
import type { MediaRule } from "./media-rules.server";

/**
 * `photo/{userId}/{photoId}/{name}`: derivatives of a public photo to anyone, of a private one
 * only to its owner; the original only ever to its owner (DESIGN §5). Only keys the record
 * names are served, so a stray object in the folder is never reachable.
 */
export const photoMediaRule: MediaRule = {
  prefix: "photo",
  async authorize(key, viewerId) {
    const [, userId, photoId, name, ...rest] = key.split("/");
    if (!userId || !photoId || !name || rest.length > 0) return null;
    const { photos } = await db();
    const photo = await photos.findById(photoId);
    if (!photo || photo.userId !== userId) return null;
    const isOwner = async () => (await viewerId()) === userId;

    if (name === ORIGINAL_NAME) {
      return photo.originalKey === key && (await isOwner())
        ? { cacheControl: PRIVATE_NO_STORE }
        : null;
    }
    if (!photo.derivatives.some((d) => d.key === key)) return null;
    if (photo.isPublic) return { cacheControl: IMMUTABLE_PUBLIC };
    return (await isOwner()) ? { cacheControl: IMMUTABLE_PRIVATE } : null;
  },
};

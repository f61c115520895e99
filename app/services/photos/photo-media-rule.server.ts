import { db } from "~/data/db.server";
import {
  IMMUTABLE_PRIVATE,
  IMMUTABLE_PUBLIC,
  ORIGINAL_NAME,
  PRIVATE_NO_STORE,
  PUBLISHED_PREFIX,
  derivativeKey,
} from "./photo-keys.server";
import { keptWatermarked } from "~/services/watermarks/kept-watermarks.server";
import {
  WATERMARKED_NAME,
  portfolioWatermark,
  settingsHash,
  watermarkedName,
} from "~/services/watermarks/watermark-keys.server";
import type { MediaRule } from "./media-rules.server";

/**
 * `photo/{userId}/{photoId}/{name}`, the store's own path: its owner's, and only its owner's,
 * whether the photo is public or not — never publicly cacheable, so nothing a visitor could
 * have cached outlives a publication (docs/product.md#image-pipeline). The original is never cached
 * at all. Only keys the record names are served, so a stray object in the folder is never
 * reachable.
 */
export const photoMediaRule: MediaRule = {
  prefix: "photo",
  async authorize(key, viewerId) {
    const [, userId, photoId, name, ...rest] = key.split("/");
    if (!userId || !photoId || !name || rest.length > 0) return null;
    const { photos } = await db();
    const photo = await photos.findById(photoId);
    if (!photo || photo.userId !== userId) return null;
    const named =
      name === ORIGINAL_NAME
        ? photo.originalKey === key
        : photo.derivatives.some((d) => d.key === key);
    if (!named || (await viewerId()) !== userId) return null;
    return { cacheControl: name === ORIGINAL_NAME ? PRIVATE_NO_STORE : IMMUTABLE_PRIVATE };
  },
};

/**
 * `p/{photoId}/{publicationKey}/{name}`: a public photo's derivative, to anyone, cacheable for a
 * year — but only under the photo's current publication key, which changes whenever the photo
 * is made private (and again when made public), so every earlier URL answers 404 for good. A
 * deleted photo has no key at all. Never the original. While the owner has their watermark on
 * for the portfolio, only the watermarked name of their current settings is served
 * (`wm-{settings}-{name}`, made once and kept) and the plain name answers 404, so the clean image
 * never leaks by its old address (docs/decisions/0065-watermarks.md, 2026-11-27 amendment).
 */
export const publishedPhotoMediaRule: MediaRule = {
  prefix: PUBLISHED_PREFIX,
  async authorize(key) {
    const [, photoId, publicationKey, name, ...rest] = key.split("/");
    if (!photoId || !publicationKey || !name || rest.length > 0) return null;
    const { photos, users } = await db();
    const photo = await photos.findById(photoId);
    if (!photo?.isPublic || !photo.publicationKey || photo.publicationKey !== publicationKey) {
      return null;
    }
    const owner = await users.findById(photo.userId);
    const watermark = owner ? portfolioWatermark(owner) : null;
    const hash = watermark ? settingsHash(watermark) : null;
    const asked = WATERMARKED_NAME.exec(name)?.[1] ?? null;
    if (asked !== hash) return null;
    const plainName = asked ? name.slice(watermarkedName("", asked).length) : name;
    const derivative = photo.derivatives.find(
      (d) => d.key === derivativeKey(photo.userId, photo.id, plainName),
    );
    if (!derivative) return null;
    const storeKey = watermark ? await keptWatermarked(watermark, derivative) : derivative.key;
    return { cacheControl: IMMUTABLE_PUBLIC, storeKey, ownerId: photo.userId };
  },
};

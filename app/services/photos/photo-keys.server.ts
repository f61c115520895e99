import { objectKey } from "~/storage/object-store";

/**
 * Every object of a user lives under the spec's folder `photo/{userId}/`
 * (docs/product.md#admin-dashboard, docs/product.md#object-storage).
 */
export const userFolder = (userId: string) => `${objectKey("photo", userId)}/`;

/** Every object of one photo: deleting this prefix removes the photo from the store. */
export const photoFolder = (userId: string, photoId: string) =>
  `${objectKey("photo", userId, photoId)}/`;

/** The uploaded bytes, EXIF included: private to the owner, never public. */
export const ORIGINAL_NAME = "original";

export const originalKey = (userId: string, photoId: string) =>
  objectKey("photo", userId, photoId, ORIGINAL_NAME);

/** `name` is content-addressed (`w1280-1a2b3c4d.avif`), so the key changes whenever the bytes do. */
export const derivativeKey = (userId: string, photoId: string, name: string) =>
  objectKey("photo", userId, photoId, name);

/** The URL the media route serves a key at. Keys are ids and safe names: no encoding needed. */
export const mediaUrl = (key: string) => `/media/${key}`;

/** The derivative's file name, the key's last segment (`w1280-1a2b3c4d.avif`). */
export const derivativeName = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** First segment of public photo URLs: `/media/p/{photoId}/{publicationKey}/{name}`. */
export const PUBLISHED_PREFIX = "p";

/**
 * Where anyone may fetch a public photo's derivative: under the photo's current publication key,
 * so the URL dies when the photo goes private or is deleted (docs/product.md#image-pipeline). Not a
 * store key.
 */
export const publishedUrl = (photoId: string, publicationKey: string, name: string) =>
  mediaUrl(`${PUBLISHED_PREFIX}/${photoId}/${publicationKey}/${name}`);

export const IMMUTABLE_PUBLIC = "public, max-age=31536000, immutable";
export const IMMUTABLE_PRIVATE = "private, max-age=31536000, immutable";
export const PRIVATE_NO_STORE = "private, no-store";

import { ORIGINAL_NAME, userFolder } from "~/services/photos/photo-keys.server";
import { isValidKey } from "~/storage/object-store";
import { FILE_OUTSIDE_FOLDER, StorageAdminError } from "./storage-errors.server";

/** What a stored object is, by its key alone (docs/product.md#object-storage key layout). */
export type StorageKind = "originals" | "derivatives" | "avatars" | "banners" | "other";

export const STORAGE_KINDS: readonly StorageKind[] = [
  "originals",
  "derivatives",
  "avatars",
  "banners",
  "other",
];

/** `w1280-1a2b3c4d.avif`: the pipeline's content-addressed derivative names. */
export const DERIVATIVE_NAME = /^w(\d+)-([0-9a-f]{8})\.(avif|webp|jpg)$/;

export interface KeyPlace {
  kind: StorageKind;
  /** The user whose folder holds the key (photos and avatars). */
  ownerId?: string;
  /** `photo/{userId}/{photoId}/{name}` only. */
  photoId?: string;
  name: string;
}

export function placeOf(key: string): KeyPlace {
  const parts = key.split("/");
  const [root, ownerId, photoId, name] = parts;
  const last = parts.at(-1) ?? key;
  if (root === "photo" && ownerId && parts.length === 4) {
    if (name === ORIGINAL_NAME) return { kind: "originals", ownerId, photoId, name };
    if (DERIVATIVE_NAME.test(name)) return { kind: "derivatives", ownerId, photoId, name };
    return { kind: "other", ownerId, photoId, name };
  }
  if (root === "photo" && ownerId && parts.length > 2)
    return { kind: "other", ownerId, name: last };
  if (root === "avatar" && ownerId && parts.length > 2)
    return { kind: "avatars", ownerId, name: last };
  if (root === "hero" && parts.length > 2) return { kind: "banners", name: last };
  return { kind: "other", name: last };
}

/** A user id fit for a key: one segment of letters, digits, '.', '_' or '-'. */
export function isUserIdSegment(userId: unknown): userId is string {
  return typeof userId === "string" && !userId.includes("/") && isValidKey(userId);
}

export function checkedUserId(userId: unknown): string {
  if (!isUserIdSegment(userId)) throw new StorageAdminError("Invalid user id.");
  return userId;
}

/**
 * The key, if it names a file inside `photo/{userId}/`. Keys are taken only in their one
 * canonical form, never decoded or normalised into one: `..`, `.`, empty segments, a leading
 * `/`, `%`-escapes, backslashes and non-ASCII look-alikes are refused outright, so no spelling
 * of a key reaches another user's folder or another kind of object.
 */
export function checkedUserFileKey(userId: unknown, fileKey: unknown): string {
  const id = checkedUserId(userId);
  if (typeof fileKey !== "string" || !isValidKey(fileKey)) {
    throw new StorageAdminError("Invalid file key.");
  }
  const folder = userFolder(id);
  if (!fileKey.startsWith(folder) || fileKey.length === folder.length) {
    throw new StorageAdminError(FILE_OUTSIDE_FOLDER.replace("{userId}", id));
  }
  return fileKey;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  heic: "image/heic",
  heif: "image/heif",
  tif: "image/tiff",
  tiff: "image/tiff",
  svg: "image/svg+xml",
  json: "application/json",
  txt: "text/plain",
  html: "text/html",
};

/** The MIME type a key's extension names; `original` has none (see the photo record instead). */
export function mimeFromKey(key: string): string | undefined {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? MIME_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
}

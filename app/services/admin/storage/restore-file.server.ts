import { createHash } from "node:crypto";
import { db } from "~/data/db.server";
import { newId } from "~/data/ids.server";
import type { Photo, PhotoDerivative } from "~/data/photos.server";
import { ImageRejectedError, detectImageType, processImage } from "~/images/image-pipeline.server";
import { ORIGINAL_NAME, originalKey } from "~/services/photos/photo-keys.server";
import { storePhotoObjects } from "~/services/photos/store-photo.server";
import { photoRecord } from "~/services/photos/upload-photo.server";
import { photoUploadLimit } from "~/services/photos/upload-limit.server";
import type { ObjectInfo } from "~/storage/object-store";
import { objectStore, readObject } from "~/storage/store.server";
import { photoReferences } from "./photo-references.server";
import { FILE_NOT_FOUND, StorageAdminError, USER_NOT_FOUND } from "./storage-errors.server";
import { DERIVATIVE_NAME, checkedUserFileKey, placeOf } from "./storage-keys.server";
import { oneAtATime } from "./one-at-a-time.server";
import { currentRightsEmbed, rightsEmbedHash } from "~/services/photos/rights-embed-for.server";

export interface RestoreResult {
  key: string;
  photoId: string;
  /** `linked`: an existing photo claims the file; `created`: a new private photo was made from it. */
  outcome: "linked" | "created";
  message: string;
}

const FORMATS: Record<string, string> = { avif: "avif", webp: "webp", jpg: "jpeg" };
const TITLE_LIMIT = 200;

/** "holiday_2019.jpg" → "holiday_2019"; the bare "original" has no name worth keeping. */
function titleFrom(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]+$/, "").trim();
  return !base || name === ORIGINAL_NAME ? "Restored photo" : base.slice(0, TITLE_LIMIT);
}

/** An orphaned `w{width}-{hash}.{ext}` of a photo that exists: checked, then listed on the record. */
async function linkDerivative(photo: Photo, key: string, name: string, info: ObjectInfo) {
  const [, width, hash, extension] = DERIVATIVE_NAME.exec(name)!;
  const bytes = await readObject(key);
  if (!createHash("sha256").update(bytes).digest("hex").startsWith(hash)) {
    throw new StorageAdminError(
      "The file's content does not match its name: it is not a derivative this photo made.",
      422,
    );
  }
  const format = FORMATS[extension];
  const w = Number(width);
  if (photo.derivatives.some((d) => d.width === w && d.format === format)) {
    throw new StorageAdminError(
      `This photo already has its ${format.toUpperCase()} copy ${w} px wide: the file is a leftover. Delete it instead.`,
      409,
    );
  }
  const height = photo.width && photo.height ? Math.round((w * photo.height) / photo.width) : w;
  const derivative: PhotoDerivative = { key, width: w, height, format, size: info.size };
  const derivatives = [...photo.derivatives, derivative].sort((a, b) => a.width - b.width);
  const { photos } = await db();
  await photos.update(photo.id, { derivatives });
  return `${name} belongs to "${photo.title || "Untitled"}" again.`;
}

async function readHead(key: string): Promise<Buffer> {
  const object = await objectStore().get(key, { range: { start: 0, end: 63 } });
  if (!object) throw new StorageAdminError(FILE_NOT_FOUND, 404);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** An orphaned original of a photo whose record no longer names one (records made before keys). */
async function linkOriginal(photo: Photo, key: string, info: ObjectInfo) {
  const head = await readHead(key);
  let type;
  try {
    type = detectImageType(head);
  } catch {
    throw new StorageAdminError(
      "The file is not an image: it cannot be this photo's original.",
      422,
    );
  }
  const { photos } = await db();
  await photos.update(photo.id, {
    originalKey: key,
    originalSize: info.size,
    originalMime: `image/${type}`,
  });
  return `The original of "${photo.title || "Untitled"}" is linked again.`;
}

/**
 * Any other orphan: its bytes go through the image pipeline as an upload would (derivatives
 * regenerated, facts read) and become a new private photo in the owner's folder. An orphaned
 * `photo/{userId}/{photoId}/original` keeps its photo id, so the derivatives it made before land
 * on the same content-addressed keys; any other file is moved to a new photo's `original`.
 */
async function createPhoto(
  userId: string,
  key: string,
  name: string,
  photoId: string | undefined,
  info: ObjectInfo,
) {
  const limit = await photoUploadLimit();
  if (info.size > limit.bytes) throw new StorageAdminError(limit.message, 413);
  const bytes = await readObject(key);
  const embed = await currentRightsEmbed({ userId });
  let image;
  try {
    // A new photo with no rights of its own: its copies carry what its photographer's do (ADR 48).
    image = await processImage(bytes, { kind: "photo", embed });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw new StorageAdminError(`This file cannot become a photo: ${error.message}`, 422);
    }
    throw error;
  }
  const { photos } = await db();
  const reuse = name === ORIGINAL_NAME && photoId && !(await photos.findById(photoId));
  const id = reuse ? photoId : newId();
  const store = objectStore();
  const before = new Set((await store.list(`photo/${userId}/${id}/`)).map((o) => o.key));
  const stored = await storePhotoObjects(store, { userId, photoId: id, original: bytes, image });
  try {
    await photos.create({
      ...photoRecord(image, image, stored),
      id,
      userId,
      title: titleFrom(name),
      category: "other",
      rightsEmbedHash: rightsEmbedHash(embed),
      isPublic: false,
      featured: false,
    });
  } catch (error) {
    const written = [stored.originalKey, ...stored.derivatives.map((d) => d.key)];
    await Promise.allSettled(
      written.filter((k) => !before.has(k) && k !== key).map((k) => store.delete(k)),
    );
    throw error;
  }
  if (key !== originalKey(userId, id) && !stored.derivatives.some((d) => d.key === key)) {
    await store.delete(key);
  }
  return { id, message: `${name} is a private photo again ("${titleFrom(name)}").` };
}

/**
 * POST /api/admin/object-storage/restore-file: adopts an orphaned file of `photo/{userId}/` back
 * into the database. A derivative or original that an existing photo is missing is linked to it;
 * anything else must be an image the pipeline accepts and becomes a new private photo.
 */
export async function restoreFile(input: {
  userId: unknown;
  fileKey: unknown;
}): Promise<RestoreResult> {
  const key = checkedUserFileKey(input.userId, input.fileKey);
  const userId = input.userId as string;
  return oneAtATime(async () => {
    const { users, photos } = await db();
    if (!(await users.findById(userId))) throw new StorageAdminError(USER_NOT_FOUND, 404);
    const info = await objectStore().head(key);
    if (!info) throw new StorageAdminError(FILE_NOT_FOUND, 404);
    const records = await photos.listByUser(userId);
    if (photoReferences(records).has(key)) {
      throw new StorageAdminError("This file is already in the database.", 409);
    }
    const place = placeOf(key);
    const photo = records.find((p) => p.id === place.photoId);
    if (photo && place.kind === "derivatives") {
      const message = await linkDerivative(photo, key, place.name, info);
      return { key, photoId: photo.id, outcome: "linked", message };
    }
    if (photo && place.kind === "originals") {
      const message = await linkOriginal(photo, key, info);
      return { key, photoId: photo.id, outcome: "linked", message };
    }
    const created = await createPhoto(userId, key, place.name, place.photoId, info);
    return { key, photoId: created.id, outcome: "created", message: created.message };
  });
}

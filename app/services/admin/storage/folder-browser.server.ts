import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { Role } from "~/data/users.server";
import { ORIGINAL_NAME, userFolder } from "~/services/photos/photo-keys.server";
import { InvalidCursorError, type ListedObject } from "~/storage/object-store";
import { objectStore } from "~/storage/store.server";
import { eachObject, photoReferences, type DbInfo } from "./photo-references.server";
import { StorageAdminError, USER_NOT_FOUND } from "./storage-errors.server";
import { checkedUserId, mimeFromKey, placeOf, type StorageKind } from "./storage-keys.server";
import { userLabel } from "./user-label.server";

/**
 * GET /api/admin/object-storage/users: the picker's rows (docs/product.md#admin-dashboard 'name or
 * email plus a role badge').
 */
export interface StorageUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** docs/product.md#entities 'Object storage file', plus what the browser shows beside it. */
export interface StorageFile {
  key: string;
  /** The key's last part. */
  name: string;
  kind: StorageKind;
  size: number;
  /** ISO 8601. */
  lastModified: string;
  type: string;
  /** Admin-only: streams the object (GET /api/admin/object-storage/file). */
  url: string;
  hasDbEntry: boolean;
  dbInfo: DbInfo | null;
}

export interface FolderSummary {
  totalFiles: number;
  totalSize: number;
  images: number;
  inDatabase: number;
  orphaned: number;
}

export interface FolderPage {
  userId: string;
  /** null for a folder left by an account that no longer exists. */
  user: StorageUser | null;
  folder: string;
  files: StorageFile[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  summary: FolderSummary;
}

export const FOLDER_PAGE_SIZE = 25;
export const MAX_FOLDER_PAGE_SIZE = 500;

export const adminFileUrl = (userId: string, key: string) =>
  `/api/admin/object-storage/file?${new URLSearchParams({ user: userId, key })}`;

export async function listStorageUsers(): Promise<StorageUser[]> {
  const { users } = await db();
  return (await users.list()).map((user) => ({
    id: user.id,
    name: userLabel(user, user.id),
    email: user.email,
    role: user.role,
  }));
}

/** The MIME type shown for a file: the record's for an original, else the key's extension. */
function typeOf(key: string, photo: Photo | undefined): string {
  if (key.endsWith(`/${ORIGINAL_NAME}`) && photo?.originalMime) return photo.originalMime;
  return mimeFromKey(key) ?? "application/octet-stream";
}

function toFile(
  userId: string,
  object: ListedObject,
  references: Map<string, DbInfo>,
  records: Map<string, Photo>,
): StorageFile {
  const dbInfo = references.get(object.key) ?? null;
  const place = placeOf(object.key);
  return {
    key: object.key,
    name: place.name,
    kind: place.kind,
    size: object.size,
    lastModified: object.lastModified.toISOString(),
    type: typeOf(object.key, dbInfo ? records.get(dbInfo.id) : undefined),
    url: adminFileUrl(userId, object.key),
    hasDbEntry: dbInfo !== null,
    dbInfo,
  };
}

function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return FOLDER_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(pageSize), 1), MAX_FOLDER_PAGE_SIZE);
}

/**
 * One page of the files in `photo/{userId}/` with their database status, and the folder's
 * totals (counted over every page, without holding them). Orphaned originals, having no record,
 * are asked for their stored content type.
 */
export async function browseUserFolder(
  rawUserId: unknown,
  options: { cursor?: string; pageSize?: number } = {},
): Promise<FolderPage> {
  const userId = checkedUserId(rawUserId);
  const { users, photos } = await db();
  const account = await users.findById(userId);
  const store = objectStore();
  const folder = userFolder(userId);
  const records = await photos.listByUser(userId);
  const references = photoReferences(records);
  const byId = new Map(records.map((photo) => [photo.id, photo]));

  let page;
  try {
    page = await store.listPage(folder, {
      pageSize: clampPageSize(options.pageSize),
      cursor: options.cursor,
    });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new StorageAdminError("Invalid page cursor.");
    throw error;
  }
  if (!account && page.objects.length === 0 && !options.cursor) {
    throw new StorageAdminError(USER_NOT_FOUND, 404);
  }
  const files = await Promise.all(
    page.objects.map(async (object) => {
      const file = toFile(userId, object, references, byId);
      if (!file.hasDbEntry && file.kind === "originals") {
        file.type = (await store.head(object.key))?.contentType ?? file.type;
      }
      return file;
    }),
  );

  const summary: FolderSummary = {
    totalFiles: 0,
    totalSize: 0,
    images: 0,
    inDatabase: 0,
    orphaned: 0,
  };
  for await (const object of eachObject(store, folder)) {
    summary.totalFiles += 1;
    summary.totalSize += object.size;
    const type = mimeFromKey(object.key);
    // An original has no extension; the pipeline only ever stores images there.
    if (type?.startsWith("image/") || placeOf(object.key).kind === "originals") summary.images += 1;
    if (references.has(object.key)) summary.inDatabase += 1;
    else summary.orphaned += 1;
  }

  return {
    userId,
    user: account && {
      id: account.id,
      name: userLabel(account, account.id),
      email: account.email,
      role: account.role,
    },
    folder,
    files,
    nextCursor: page.nextCursor ?? null,
    summary,
  };
}

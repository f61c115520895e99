import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { userFolder } from "~/services/photos/photo-keys.server";
import { objectStore } from "~/storage/store.server";
import { eachObject, photoReferences } from "./photo-references.server";
import { StorageAdminError, USER_AUDIT_EMPTY, USER_NOT_FOUND } from "./storage-errors.server";
import { isUserIdSegment } from "./storage-keys.server";

/** docs/product.md#entities 'User audit result'. The file lists are keys, sorted. */
export interface UserAuditResult {
  userId: string;
  username: string | null;
  databasePhotos: number;
  storageFiles: number;
  status: "match" | "mismatch";
  /** Keys the photo records name that are not in the store. */
  missingFiles: string[];
  /** Keys in `photo/{userId}/` that no photo record names. */
  orphanedFiles: string[];
}

/**
 * A user by id, else by username (docs/product.md#admin-dashboard: 'per-user audit by user id or
 * username').
 */
export async function findUserByIdOrUsername(input: unknown): Promise<User> {
  const text = typeof input === "string" ? input.trim() : "";
  if (!text) throw new StorageAdminError(USER_AUDIT_EMPTY);
  const { users } = await db();
  const user =
    (isUserIdSegment(text) ? await users.findById(text) : null) ??
    (await users.findByUsername(text));
  if (!user)
    throw new StorageAdminError(
      `${USER_NOT_FOUND}: no user has the ID or username "${text.slice(0, 100)}".`,
      404,
    );
  return user;
}

/** Sets a user's photo records against the files in their folder `photo/{userId}/`. */
export async function auditUser(input: unknown): Promise<UserAuditResult> {
  const user = await findUserByIdOrUsername(input);
  const { photos } = await db();
  const records = await photos.listByUser(user.id);
  const references = photoReferences(records);
  const stored = new Set<string>();
  for await (const object of eachObject(objectStore(), userFolder(user.id))) stored.add(object.key);
  const missingFiles = [...references.keys()].filter((key) => !stored.has(key)).sort();
  const orphanedFiles = [...stored].filter((key) => !references.has(key));
  return {
    userId: user.id,
    username: user.username ?? null,
    databasePhotos: records.length,
    storageFiles: stored.size,
    status: missingFiles.length === 0 && orphanedFiles.length === 0 ? "match" : "mismatch",
    missingFiles,
    orphanedFiles,
  };
}

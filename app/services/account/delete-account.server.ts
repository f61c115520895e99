import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { deleteAllCustomCategoriesOf } from "~/services/categories.server";
import { forgetConnection } from "~/services/google-photos/connection.server";
import { deleteAllPhotosOf } from "~/services/photos/index.server";
import { objectStore } from "~/storage/store.server";
import { AccountError } from "./account-errors.server";
import { avatarFolder } from "./avatar.server";

export const CONFIRMATION_MISMATCH = "Please type your username exactly to confirm.";

/**
 * Deletes the account and everything that is only the user's: photos and their files
 * (`photo/{userId}/`), avatars, custom categories, the hero selection, imports, the Google Photos
 * connection (revoked at Google when possible) and every session.
 * Files go before records, so a failure part-way leaves records pointing at nothing rather than
 * files nobody can find; the user record goes last, so the account can be deleted again.
 */
export async function deleteAccount(user: User, confirmation: string): Promise<void> {
  if (!user.username || confirmation.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new AccountError(CONFIRMATION_MISMATCH, 400, "Delete failed");
  }
  const { heroSelections, importJobs, sessions, users } = await db();
  // First, so an import being worked loses its job and stops adding photos.
  await importJobs.deleteByUser(user.id);
  // The Google grant is revoked (best effort) and its tokens forgotten.
  await forgetConnection(user.id);
  await deleteAllPhotosOf(user.id);
  await objectStore().deletePrefix(avatarFolder(user.id));
  await deleteAllCustomCategoriesOf(user.id);
  await heroSelections.clear(user.id);
  await sessions.deleteByUser(user.id);
  await users.delete(user.id);
}

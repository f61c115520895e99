import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { deleteAllCustomCategoriesOf } from "~/services/categories.server";
import { deleteAllCollectionsOf } from "~/services/collections/photo-removal.server";
import { forgetConnection } from "~/services/google-photos/connection.server";
import { deleteAllPhotosOf } from "~/services/photos/index.server";
import { objectStore } from "~/storage/store.server";
import { AccountError } from "./account-errors.server";
import { logoFolder } from "~/services/watermarks/watermark-keys.server";
import { avatarFolder } from "./avatar.server";

export const CONFIRMATION_MISMATCH = "Please type your username exactly to confirm.";

/** The user's own deletion (Account → Settings): only once they typed their username. */
export async function deleteAccount(user: User, confirmation: string): Promise<void> {
  if (!user.username || confirmation.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new AccountError(CONFIRMATION_MISMATCH, 400, "Delete failed");
  }
  await deleteAccountData(user.id);
}

/**
 * Deletes the account and everything that is only the user's: photos and their files
 * (`photo/{userId}/`), avatars, the watermark's logo (ADR 65), custom categories, collections and
 * the portfolio order, the hero selection, imports, the Google Photos connection (revoked at
 * Google when possible), messages sent to them, page-view counts, password-reset links, every
 * personal access token (ADR 68) and every session. The user's own deletion and the admin's share it. Files go before records, so a failure part-way leaves records pointing
 * at nothing rather than files nobody can find; the user record goes last, so the account can be
 * deleted again.
 */
export async function deleteAccountData(userId: string): Promise<void> {
  const {
    apiTokens,
    heroSelections,
    importJobs,
    messages,
    pageViews,
    passwordResets,
    sessions,
    users,
  } = await db();
  // First, so no script of theirs goes on changing what is being deleted.
  await apiTokens.deleteByUser(userId);
  // Then, so an import being worked loses its job and stops adding photos.
  await importJobs.deleteByUser(userId);
  // The Google grant is revoked (best effort) and its tokens forgotten.
  await forgetConnection(userId);
  await deleteAllPhotosOf(userId);
  await objectStore().deletePrefix(avatarFolder(userId));
  await objectStore().deletePrefix(logoFolder(userId));
  await deleteAllCustomCategoriesOf(userId);
  await deleteAllCollectionsOf(userId);
  await heroSelections.clear(userId);
  await messages.deleteAllForRecipient(userId);
  await pageViews.deleteByOwner(userId);
  await passwordResets.deleteByUser(userId);
  await sessions.deleteByUser(userId);
  await users.delete(userId);
}

import { db } from "~/data/db.server";
import { USER_STATUSES, type User, type UserStatus } from "~/data/users.server";
import { deleteAccountData } from "~/services/account/delete-account.server";
import { AdminRefusal } from "./admin-refusal.server";
import { confirmNameOf, oneAtATime, toRow, type AdminUserRow } from "./users.server";

export { USER_STATUSES };

export const LAST_ADMIN_SUSPEND = "The last administrator cannot be suspended.";
export const LAST_ADMIN_DELETE = "The last administrator cannot be deleted.";

const notFound = () => new AdminRefusal("User not found", 404);

/**
 * Suspends an account: its status first (the sign-in and every session check refuse it from
 * then on), then its sessions and its public photos (withheld, not deleted). The last admin who
 * can sign in is never suspended: counted before the write and again after it, and undone when
 * another process suspended or demoted the other admin at the same moment. Idempotent, so a
 * suspension cut short is completed by asking again. Runs in the role changes' queue.
 */
async function suspend(target: User, lastAdminMessage: string): Promise<User> {
  const { photos, sessions, users } = await db();
  const guarded = target.role === "admin" && target.status !== "suspended";
  if (guarded && (await users.countActiveAdmins()) <= 1) {
    throw new AdminRefusal(lastAdminMessage, 409);
  }
  const updated = await users.setStatus(target.id, "suspended");
  if (!updated) throw notFound();
  if (guarded && (await users.countActiveAdmins()) === 0) {
    await users.setStatus(target.id, "active");
    throw new AdminRefusal(lastAdminMessage, 409);
  }
  await sessions.deleteByUser(target.id);
  await photos.withholdPublicOf(target.id);
  return updated;
}

/** Reinstates an account: its photos published again, then its status. Idempotent. */
async function reinstate(target: User): Promise<User> {
  const { photos, users } = await db();
  await photos.restoreWithheldOf(target.id);
  const updated = await users.setStatus(target.id, "active");
  if (!updated) throw notFound();
  return updated;
}

/** POST /api/admin/users/{userId}/status: suspends or reinstates; the account's row after it. */
export function setUserStatus(userId: string, status: UserStatus): Promise<AdminUserRow> {
  return oneAtATime(async () => {
    const { users } = await db();
    const target = await users.findById(userId);
    if (!target) throw notFound();
    const updated =
      status === "suspended" ? await suspend(target, LAST_ADMIN_SUSPEND) : await reinstate(target);
    return toRow(updated);
  });
}

/** The admin's confirmation did not name the account (the page's form; the API needs none). */
export class DeletionNotConfirmed extends Error {
  constructor(readonly expected: string) {
    super(`Type ${expected} exactly to delete this account.`);
    this.name = "DeletionNotConfirmed";
  }
}

/**
 * DELETE /api/admin/users/{userId}: deletes the account with everything that is only its own,
 * as the user's own deletion does. It is suspended first, under the last-admin rule, so it
 * vanishes from view and is signed out at once while its files are being deleted. `typed`, when
 * given (the dashboard's form), must be the account's username (or email before onboarding).
 */
export async function deleteUserAccount(userId: string, typed?: string): Promise<void> {
  await oneAtATime(async () => {
    const { users } = await db();
    const target = await users.findById(userId);
    if (!target) throw notFound();
    const name = confirmNameOf(target);
    if (typed !== undefined && typed.trim().toLowerCase() !== name.toLowerCase()) {
      throw new DeletionNotConfirmed(name);
    }
    await suspend(target, LAST_ADMIN_DELETE);
  });
  // Outside the queue: deleting many files must not hold up other admins' role changes.
  await deleteAccountData(userId);
}

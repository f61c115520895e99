import { db } from "~/data/db.server";
import type { Role, User, UserStatus } from "~/data/users.server";
import { displayName } from "~/utils/display-name";
import { AdminRefusal } from "./admin-refusal.server";
import { createSerialQueue } from "~/services/one-at-a-time.server";

/** One row of the admin's user list (docs/product.md#admin-dashboard 'Users'). */
export interface AdminUserRow {
  id: string;
  /** The display name; the email for an account that has not completed its profile yet. */
  name: string;
  /** False until onboarding gave the account a username. */
  onboarded: boolean;
  /** What the admin types to confirm a deletion: the username, or the email before onboarding. */
  confirmName: string;
  role: Role;
  status: UserStatus;
  /** ISO 8601. */
  joinedAt: string;
  photoCount: number;
}

export const LAST_ADMIN_MESSAGE = "The last administrator cannot be made a user.";

const lastAdmin = () => new AdminRefusal(LAST_ADMIN_MESSAGE, 409);
const notFound = () => new AdminRefusal("User not found", 404);

/** What the admin types to confirm a deletion: the username, or the email before onboarding. */
export const confirmNameOf = (user: User) => user.username ?? user.email;

const hasName = (user: User) => Boolean(user.username || (user.firstName && user.lastName));

export async function toRow(user: User): Promise<AdminUserRow> {
  const { photos } = await db();
  return {
    id: user.id,
    name: hasName(user) ? displayName(user) : user.email,
    onboarded: Boolean(user.username),
    confirmName: confirmNameOf(user),
    role: user.role,
    status: user.status ?? "active",
    joinedAt: user.createdAt.toISOString(),
    photoCount: await photos.countByUser(user.id),
  };
}

/** Every account, newest first (GET /api/admin/users). */
export async function listUsersForAdmin(): Promise<AdminUserRow[]> {
  const { users } = await db();
  return Promise.all((await users.list()).map(toRow));
}

// Role and status changes and deletions in this process run one at a time, so two of them never
// both see "2 admins".
export const oneAtATime = createSerialQueue();

/**
 * Makes a user an admin or a user (POST /api/admin/users/{userId}/role). The last admin who can
 * sign in (a suspended one cannot) cannot be demoted: the count is checked before the write and
 * again after it, and a demotion that left no such admin (another process demoted or suspended
 * the other one at the same moment) is undone.
 */
export function changeUserRole(userId: string, role: Role): Promise<AdminUserRow> {
  return oneAtATime(async () => {
    const { users } = await db();
    const target = await users.findById(userId);
    if (!target) throw notFound();
    if (target.role === role) return toRow(target);
    const demoting = role === "user";
    const activeAdmin = target.status !== "suspended";
    if (demoting && activeAdmin && (await users.countActiveAdmins()) <= 1) throw lastAdmin();
    const updated = await users.setRole(userId, role);
    if (!updated) throw notFound();
    if (demoting && (await users.countActiveAdmins()) === 0) {
      await users.setRole(userId, "admin");
      throw lastAdmin();
    }
    return toRow(updated);
  });
}

import type { User } from "~/data/users.server";
import { displayName } from "~/utils/display-name";

/**
 * docs/product.md#admin-dashboard 'name or email': the display name once the account has one, else
 * its email.
 */
export function userLabel(user: User | null, userId: string): string {
  if (!user) return `Deleted account (${userId})`;
  return user.username || (user.firstName && user.lastName) ? displayName(user) : user.email;
}

export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * docs/product.md#navigation-and-site-wide-parts: 'first last' if both exist, else username, else
 * 'User'.
 */
export function displayName(user: NamedUser): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  return user.username || "User";
}

/**
 * docs/product.md#navigation-and-site-wide-parts: first letter of firstName, else of username, else
 * 'U'.
 */
export function avatarInitial(user: NamedUser): string {
  return (user.firstName?.[0] ?? user.username?.[0] ?? "U").toUpperCase();
}

/** "jo***@example.com": enough to recognise one's own address, never the whole of it. */
export function partialEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***@${domain}`;
}

import { db } from "~/data/db.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";

/** Spec §2: a single path segment of letters, digits, underscore or dash (and dots, for first.last). */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Resolves /{identifier}: username, user id, or the full-name forms portfolioUrlType produces. */
export async function findPortfolio(identifier: string) {
  if (!IDENTIFIER_PATTERN.test(identifier)) return null;
  const { users } = await db();
  const lowered = identifier.toLowerCase();
  let user = (await users.findByUsername(identifier)) ?? (await users.findById(identifier));
  if (!user) user = await findByFullName(lowered);
  if (!user || !user.username) return null;
  return {
    id: user.id,
    username: user.username,
    displayName: displayName(user),
    tagline: user.tagline ?? null,
  };
}

/**
 * Full-name URLs (/first-last, /first.last) are not stored: try each way of splitting the
 * identifier into two names and keep a user whose own URL rule produces exactly this path.
 */
async function findByFullName(identifier: string) {
  const { users } = await db();
  for (let i = 1; i < identifier.length - 1; i++) {
    if (identifier[i] !== "-" && identifier[i] !== ".") continue;
    const match = await users.findByName(identifier.slice(0, i), identifier.slice(i + 1));
    if (match?.username && portfolioPath(match) === `/${identifier}`) return match;
  }
  return null;
}

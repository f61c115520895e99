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
  if (!user && /[.-]/.test(identifier)) {
    // Full-name URLs are not stored; compare against what each user's rule would produce.
    const candidates = await users.list();
    user = candidates.find((u) => u.username && portfolioPath(u) === `/${lowered}`) ?? null;
  }
  if (!user || !user.username) return null;
  return {
    id: user.id,
    username: user.username,
    displayName: displayName(user),
    tagline: user.tagline ?? null,
  };
}

import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";

/** Spec §2: a single path segment of letters, digits, underscore or dash (and dots, for first.last). */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Resolves /{identifier}: username, user id, or the full-name forms portfolioUrlType produces. */
export async function findPortfolioOwner(identifier: string): Promise<User | null> {
  if (!IDENTIFIER_PATTERN.test(identifier)) return null;
  const { users } = await db();
  const user =
    (await users.findByUsername(identifier)) ??
    (await users.findById(identifier)) ??
    (await findByFullName(identifier.toLowerCase()));
  // A portfolio exists once its owner has finished onboarding.
  return user?.username ? user : null;
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

/** The portfolio profile of spec §3 — what a visitor may know about a photographer. */
export function toPortfolioProfile(user: User) {
  return {
    id: user.id,
    username: user.username ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    displayName: displayName(user),
    tagline: user.tagline ?? null,
    aboutMe: user.bio ?? null,
    profileImage: user.profileImageUrl ?? null,
    instagram: user.instagram ?? null,
    twitter: user.twitter ?? null,
    website: user.website ?? null,
    role: user.role,
    templateId: user.templateId ?? null,
    portfolioUrl: portfolioPath(user),
  };
}
export type PortfolioProfile = ReturnType<typeof toPortfolioProfile>;

/** The minimal page until templates render it. */
export async function findPortfolio(identifier: string) {
  const owner = await findPortfolioOwner(identifier);
  return owner ? toPortfolioProfile(owner) : null;
}

import { db } from "~/data/db.server";
import { userScope } from "~/data/public-scopes";
import { noteScope } from "~/server/public-cache/render-scope.server";
import type { User } from "~/data/users.server";
import { USER_ID_LENGTH } from "~/data/ids.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";
import { USERNAME_MAX_LENGTH } from "~/utils/profile-schemas";
import { MAX_FULL_NAME_SLUG } from "~/utils/full-name-slug";

/**
 * docs/product.md#public-portfolio-and-templates: a single path segment of letters, digits,
 * underscore or dash (and dots, for first.last).
 */
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The longest identifier a portfolio can have: a transliterated full name, a username or an id. */
export const MAX_IDENTIFIER_LENGTH = Math.max(
  MAX_FULL_NAME_SLUG,
  USERNAME_MAX_LENGTH,
  USER_ID_LENGTH,
);

/**
 * Resolves /{identifier}: username, user id, or the full-name path (/first-last, /first.last) of
 * a user whose portfolioUrlType makes one — each an exact lookup on an indexed field.
 */
export async function findPortfolioOwner(identifier: string): Promise<User | null> {
  if (identifier.length > MAX_IDENTIFIER_LENGTH || !IDENTIFIER_PATTERN.test(identifier))
    return null;
  const { users } = await db();
  const user =
    (await users.findByUsername(identifier)) ??
    (await users.findById(identifier)) ??
    (await users.findByFullNameSlug(identifier));
  if (!user || !portfolioOnView(user)) return null;
  // What a page of this portfolio shows is theirs: kept until they change it (ADR 51).
  noteScope(userScope(user.id));
  return user;
}

/**
 * Whether visitors may see this account's portfolio: once its owner has finished onboarding,
 * and never while the account is suspended
 * (docs/decisions/0043-suspending-and-deleting-accounts.md).
 */
export const portfolioOnView = (user: User) =>
  Boolean(user.username) && user.status !== "suspended";

/**
 * The portfolio profile — what a visitor may know about a photographer. Never the account's role
 * (it would point at the administrators to attack) or email; public answers are built from this.
 */
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
    templateId: user.templateId ?? null,
    portfolioUrl: portfolioPath(user),
  };
}
export type PortfolioProfile = ReturnType<typeof toPortfolioProfile>;

import { db } from "~/data/db.server";
import { photographerRightsChanged } from "~/services/photos/rights-changes.server";
import { DuplicateKeyError } from "~/data/collection";
import type { User } from "~/data/users.server";
import { avatarInitial, displayName, partialEmail } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";
import type { CompleteProfileInput, UpdateProfileInput } from "~/utils/profile-schemas";

/** Paths a username may not take, because a route already answers there. */
const RESERVED = new Set([
  "account",
  "admin",
  "api",
  "build",
  "files",
  "healthz",
  "readyz",
  "landing",
  "login",
  "logout",
  "forgot-password",
  "reset-password",
  "my-photos",
  "onboarding",
  "signup",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "static",
  "media",
  "assets",
  "avatars",
  "photos",
  "template",
  // Share links live at /s/{token} (docs/product.md#share-links).
  "s",
  // Embeddable views and the site's feeds (docs/product.md#open-platform).
  "embed",
  "feed.atom",
  "feed.json",
]);

/** What the browser may see of a user: never the full email or the password hash. */
export function toPublicUser(user: User) {
  const profile = {
    username: user.username ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    tagline: user.tagline ?? null,
    bio: user.bio ?? null,
    portfolioUrlType: user.portfolioUrlType,
  };
  return {
    id: user.id,
    ...profile,
    emailPartial: partialEmail(user.email),
    role: user.role,
    profileImageUrl: user.profileImageUrl ?? null,
    templateId: user.templateId ?? null,
    instagram: user.instagram ?? null,
    twitter: user.twitter ?? null,
    website: user.website ?? null,
    displayName: displayName(user),
    initial: avatarInitial(user),
    portfolioUrl: portfolioPath(user),
    profile,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export class ProfileError extends Error {
  constructor(
    message: string,
    public readonly field?: string,
  ) {
    super(message);
  }
}

const NAME_FIELDS = ["username", "firstName", "lastName"] as const;

async function save(userId: string, patch: Partial<User>): Promise<User> {
  if (patch.username && RESERVED.has(patch.username.toLowerCase())) {
    throw new ProfileError("That username is reserved. Please choose another.", "username");
  }
  const { users } = await db();
  try {
    const updated = await users.update(userId, patch);
    if (!updated) throw new ProfileError("Account not found.");
    // The name is the creator of photos that name none: their copies follow it (ADR 48).
    if (NAME_FIELDS.some((field) => field in patch)) await photographerRightsChanged(userId);
    return updated;
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      throw new ProfileError("That username is already taken. Please choose another.", "username");
    }
    throw error;
  }
}

export function completeProfile(userId: string, input: CompleteProfileInput): Promise<User> {
  return save(userId, input);
}

export function updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return save(userId, patch as Partial<User>);
}

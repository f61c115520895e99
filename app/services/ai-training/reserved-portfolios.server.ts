import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { PUBLISHED_PREFIX } from "~/services/photos/photo-keys.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { photographerPreferences } from "~/data/users.server";

/** A portfolio whose photographer reserves it from AI training, as robots.txt and tdmrep.json name it. */
export interface ReservedPortfolio {
  /** Every `/{identifier}` the portfolio answers to: username, full-name path, account id. */
  paths: string[];
  /** Each public photo's media folder, `/media/p/{photoId}`. */
  mediaFolders: string[];
  policyUrl?: string;
}

/**
 * The identifiers /{identifier} resolves to this account (services/portfolio.server.ts): the
 * username in any case (the stored spelling and the lower-case one links use), the account id,
 * and the full-name path it holds.
 */
function portfolioPaths(user: User): string[] {
  const identifiers = [user.username, user.username?.toLowerCase(), user.fullNameKey, user.id];
  return [...new Set(identifiers.filter((id): id is string => Boolean(id)))].map((id) => `/${id}`);
}

/** The reserved portfolios, oldest account first (a stable order for the files that list them). */
export async function reservedPortfolios(): Promise<ReservedPortfolio[]> {
  const { users, photos } = await db();
  const site = await siteSettings();
  const owners = await users.listReservedFromAiTraining(site.aiTrainingDefault === "disallow");
  return Promise.all(
    owners.map(async (owner) => {
      const published = await photos.listByUser(owner.id, { isPublic: true });
      const { tdmPolicyUrl } = photographerPreferences(owner, site);
      return {
        paths: portfolioPaths(owner),
        mediaFolders: published.map((photo) => `/media/${PUBLISHED_PREFIX}/${photo.id}`),
        ...(tdmPolicyUrl ? { policyUrl: tdmPolicyUrl } : {}),
      };
    }),
  );
}

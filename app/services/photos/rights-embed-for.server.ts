import { createHash } from "node:crypto";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { buildRightsEmbed, type RightsEmbed } from "~/images/image-pipeline.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { displayName } from "~/utils/display-name";
import { describeLicense, type LicenseValue, type PhotoRights } from "~/utils/photo-rights";
import { photographerPreferences } from "~/utils/photographer-preferences";
import type { AiTrainingChoice } from "~/utils/site-settings";
import { effectiveLicense } from "./photo-rights.server";

/** What of a photo its public copies carry: its rights and its own licence, if any. */
export interface PhotoRightsSource {
  rights?: PhotoRights;
  license?: LicenseValue;
}

/** What of the photographer: their name, default licence and the choices about rights. */
export type RightsOwner = Pick<
  User,
  "username" | "firstName" | "lastName" | "defaultLicense" | "embedRights" | "aiTraining"
>;

/**
 * The metadata a photo's public copies carry (ADR 46, re-made on change per ADR 48), decided
 * exactly as its page decides what it shows: the licence that applies is `effectiveLicense` (the
 * photo's own, else the photographer's default), and the creator falls back to the
 * photographer's display name as the page's ImageObject does, so page and files agree. Nothing
 * at all when the photographer turned 'Write my rights into my images' off.
 */
export function rightsEmbedForPhoto(
  photo: PhotoRightsSource,
  owner: RightsOwner,
  site: { aiTrainingDefault: AiTrainingChoice },
): RightsEmbed | undefined {
  const preferences = photographerPreferences(owner, site);
  if (!preferences.embedRights) return undefined;
  const rights = photo.rights ?? {};
  return buildRightsEmbed({
    rights: { ...rights, creator: rights.creator || displayName(owner) },
    licenseUrl: describeLicense(effectiveLicense(photo, owner)).url,
    aiTrainingReserved: preferences.aiTraining === "reserved",
  });
}

/** What a photo with no stored hash carries: copies made before rights were written hold none. */
export const NO_EMBED_HASH = "none";

/** A short fingerprint of what the copies carry: re-made only when it changes. */
export function rightsEmbedHash(embed: RightsEmbed | undefined): string {
  if (!embed) return NO_EMBED_HASH;
  return createHash("sha256").update(JSON.stringify(embed)).digest("hex").slice(0, 16);
}

/** The embed for a photo now, from its photographer and the site's settings as stored. */
export async function currentRightsEmbed(
  photo: PhotoRightsSource & { userId: string },
): Promise<RightsEmbed | undefined> {
  const { users } = await db();
  const [owner, site] = await Promise.all([users.findById(photo.userId), siteSettings()]);
  return owner ? rightsEmbedForPhoto(photo, owner, site) : undefined;
}

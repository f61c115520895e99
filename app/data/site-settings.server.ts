import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { patchToUpdate } from "./entity.server";

/**
 * The site's settings an administrator edits (docs/decisions/0042-site-settings-and-
 * invitations.md): one document, `site`. A field never saved is absent, so the default it falls
 * back to (the environment's SITE_NAME, 25 MB...) is decided by the service, not stored here.
 */
export interface StoredSiteSettings {
  registration?: string;
  siteName?: string;
  siteDescription?: string;
  defaultTemplate?: string;
  maxUploadMb?: number;
  aiTrainingDefault?: string;
}

type SiteSettingsDoc = StoredSiteSettings & { _id: string; updatedAt: Date };

const SITE = "site";

export const siteSettingsSchema = documentSchema({
  registration: { type: String, enum: ["open", "invite", "closed"], required: false },
  siteName: optionalString,
  siteDescription: optionalString,
  defaultTemplate: optionalString,
  maxUploadMb: { type: Number, required: false, min: 1 },
  aiTrainingDefault: { type: String, enum: ["allow", "disallow"], required: false },
  updatedAt: requiredDate,
});

export function createSiteSettingsRepository(settings: Collection<SiteSettingsDoc>) {
  const stored = (doc: SiteSettingsDoc | null): StoredSiteSettings => {
    if (!doc) return {};
    const { _id: _site, updatedAt: _updatedAt, ...values } = doc;
    return values;
  };

  return {
    /** What has been saved; `{}` before the first save. */
    async read(): Promise<StoredSiteSettings> {
      return stored(await settings.findOne({ _id: SITE }));
    },

    /** Saves the fields given; `null` clears one (its default applies again). */
    async update(patch: { [K in keyof StoredSiteSettings]?: StoredSiteSettings[K] | null }) {
      const update = patchToUpdate(patch, new Date());
      const updated = await settings.updateOne({ _id: SITE }, update);
      if (updated) return stored(updated);
      const first = { ...update.$set, _id: SITE } as SiteSettingsDoc;
      try {
        return stored(await settings.insert(first));
      } catch (error) {
        // Another process saved the first settings a moment ago: apply this change on top.
        if (!(error instanceof DuplicateKeyError)) throw error;
        return stored(await settings.updateOne({ _id: SITE }, update));
      }
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;

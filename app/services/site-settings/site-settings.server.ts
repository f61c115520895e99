import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { StoredSiteSettings } from "~/data/site-settings.server";
import { listTemplates, resolveTemplateId } from "~/services/templates/index.server";
import {
  AI_TRAINING_CHOICES,
  DEFAULT_MAX_UPLOAD_MB,
  REGISTRATION_MODES,
  type SiteSettings,
  type SiteSettingsPatch,
} from "~/utils/site-settings";

/** The ids a default template may name: the templates installed now. */
export const installedTemplateIds = () => listTemplates().map((t) => t.id);

const oneOf = <T extends string>(choices: readonly T[], value: string | undefined, fallback: T) =>
  choices.includes(value as T) ? (value as T) : fallback;

/**
 * The settings in force: what the administrator saved, else the default — the environment's
 * SITE_NAME, open registration, the template flagged default, 25 MB. A saved template that has
 * since been removed falls back like a user's choice does (docs/product.md#states-and-transitions).
 */
export function settingsInForce(stored: StoredSiteSettings): SiteSettings {
  return {
    registration: oneOf(REGISTRATION_MODES, stored.registration, "open"),
    siteName: stored.siteName ?? config().SITE_NAME,
    siteDescription: stored.siteDescription ?? null,
    defaultTemplate: resolveTemplateId({ ownerTemplateId: stored.defaultTemplate }),
    maxUploadMb: stored.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB,
    aiTrainingDefault: oneOf(AI_TRAINING_CHOICES, stored.aiTrainingDefault, "disallow"),
  };
}

/** Read per request (one indexed lookup): every app process sees a change at once. */
export async function siteSettings(): Promise<SiteSettings> {
  const { siteSettings } = await db();
  return settingsInForce(await siteSettings.read());
}

/** What the Settings form shows: saved values, with the name and description empty when unset. */
export async function siteSettingsForForm() {
  const { siteSettings } = await db();
  const stored = await siteSettings.read();
  const inForce = settingsInForce(stored);
  return {
    values: {
      ...inForce,
      siteName: stored.siteName ?? "",
      siteDescription: stored.siteDescription ?? "",
    },
    defaultSiteName: config().SITE_NAME,
  };
}

/** Saves a validated change (siteSettingsPatchSchema); resolves to the settings now in force. */
export async function updateSiteSettings(patch: SiteSettingsPatch): Promise<SiteSettings> {
  const { siteSettings } = await db();
  return settingsInForce(await siteSettings.update(patch));
}

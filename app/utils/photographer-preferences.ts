import { z } from "zod";
import {
  DEFAULT_LICENSE,
  isCustomLicenseUrl,
  isKnownLicense,
  LICENSE_MESSAGES,
  type LicenseValue,
} from "./photo-rights";
import type { AiTrainingChoice } from "./site-settings";

/**
 * A photographer's standing choices about their files and rights (Account → Settings): kept on
 * the user, read by uploads, by the derivatives' metadata and by the AI-training reservation
 * (docs/decisions/0047-ai-training-reservation.md). Shared by the server and the form, so it holds
 * no server code.
 */

export const AI_TRAINING_PREFERENCES = ["reserved", "allowed"] as const;
export type AiTrainingPreference = (typeof AI_TRAINING_PREFERENCES)[number];

/** As stored on the user: a field never saved is absent and its default applies. */
export interface StoredPhotographerPreferences {
  keepOriginals?: boolean;
  defaultLicense?: LicenseValue;
  embedRights?: boolean;
  aiTraining?: AiTrainingPreference;
  tdmPolicyUrl?: string;
}

/** The preferences in force. */
export interface PhotographerPreferences {
  /** Upload the file as chosen, not the browser's smaller copy. */
  keepOriginals: boolean;
  /** The licence a new photo gets unless it says otherwise. */
  defaultLicense: LicenseValue;
  /** Write the rights fields (and the data-mining notice) into public copies. */
  embedRights: boolean;
  aiTraining: AiTrainingPreference;
  /** A page stating the photographer's text-and-data-mining terms (sent as `tdm-policy`). */
  tdmPolicyUrl?: string;
}

/** The site's AI-training default, as a photographer's choice. */
export const aiTrainingFromSiteDefault = (choice: AiTrainingChoice): AiTrainingPreference =>
  choice === "allow" ? "allowed" : "reserved";

/**
 * The preferences in force for `user`: what they saved, else the defaults. An account that never
 * chose about AI training (one made before the choice existed) follows the site's current default.
 */
export function photographerPreferences(
  user: StoredPhotographerPreferences,
  site: { aiTrainingDefault: AiTrainingChoice },
): PhotographerPreferences {
  const aiTraining = AI_TRAINING_PREFERENCES.includes(user.aiTraining as AiTrainingPreference)
    ? user.aiTraining!
    : aiTrainingFromSiteDefault(site.aiTrainingDefault);
  return {
    keepOriginals: user.keepOriginals ?? false,
    defaultLicense: user.defaultLicense ?? DEFAULT_LICENSE,
    embedRights: user.embedRights ?? true,
    aiTraining,
    ...(user.tdmPolicyUrl ? { tdmPolicyUrl: user.tdmPolicyUrl } : {}),
  };
}

/** The licence select's entry that reveals the address field. */
export const CUSTOM_LICENSE_CHOICE = "custom";

export const PREFERENCE_MESSAGES = {
  license: "Choose a licence from the list, or 'Custom licence' with its address.",
  customLicenseUrl: LICENSE_MESSAGES.invalid,
  tdmPolicyUrl:
    "The AI-training policy must be a web address starting with https:// or http://, or be left empty.",
} as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * The Settings form: checkboxes are absent when unticked (false), the licence is a list entry or
 * 'custom' with its address. Its output is what is stored.
 */
export const preferencesFormSchema = z
  .object({
    keepOriginals: z.boolean().default(false),
    defaultLicense: z
      .string({ required_error: PREFERENCE_MESSAGES.license })
      .refine((value) => isKnownLicense(value) || value === CUSTOM_LICENSE_CHOICE, {
        message: PREFERENCE_MESSAGES.license,
      }),
    customLicenseUrl: optionalText,
    embedRights: z.boolean().default(false),
    reserveFromAiTraining: z.boolean().default(false),
    tdmPolicyUrl: optionalText.refine((value) => value === undefined || isCustomLicenseUrl(value), {
      message: PREFERENCE_MESSAGES.tdmPolicyUrl,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.defaultLicense !== CUSTOM_LICENSE_CHOICE) return;
    if (!value.customLicenseUrl || !isCustomLicenseUrl(value.customLicenseUrl)) {
      ctx.addIssue({
        code: "custom",
        path: ["customLicenseUrl"],
        message: PREFERENCE_MESSAGES.customLicenseUrl,
      });
    }
  })
  .transform(
    (
      value,
    ): Required<Omit<StoredPhotographerPreferences, "tdmPolicyUrl">> & {
      tdmPolicyUrl: string | null;
    } => ({
      keepOriginals: value.keepOriginals,
      defaultLicense:
        value.defaultLicense === CUSTOM_LICENSE_CHOICE
          ? value.customLicenseUrl!
          : value.defaultLicense,
      embedRights: value.embedRights,
      aiTraining: value.reserveFromAiTraining ? "reserved" : "allowed",
      // null removes a policy address that was there.
      tdmPolicyUrl: value.tdmPolicyUrl ?? null,
    }),
  );

/** What the form starts from: the preferences in force, in the form's own fields. */
export function preferencesFormDefaults(preferences: PhotographerPreferences) {
  const known = isKnownLicense(preferences.defaultLicense);
  return {
    keepOriginals: preferences.keepOriginals,
    defaultLicense: known ? preferences.defaultLicense : CUSTOM_LICENSE_CHOICE,
    customLicenseUrl: known ? "" : preferences.defaultLicense,
    embedRights: preferences.embedRights,
    reserveFromAiTraining: preferences.aiTraining === "reserved",
    tdmPolicyUrl: preferences.tdmPolicyUrl ?? "",
  };
}
export type PreferencesFormValues = ReturnType<typeof preferencesFormDefaults>;

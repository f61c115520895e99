import { z } from "zod";

/**
 * The settings an administrator edits in Admin → Settings (docs/decisions/0042-site-settings-and-
 * invitations.md), and the rules a change must pass: the same schema checks the JSON API and the
 * form, on the server and, through conform, in the browser.
 */

export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const AI_TRAINING_CHOICES = ["allow", "disallow"] as const;
export type AiTrainingChoice = (typeof AI_TRAINING_CHOICES)[number];

/**
 * The upload limit the site always had (docs/product.md#validation-rules), and how far an
 * administrator may raise it.
 */
export const DEFAULT_MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_MB_CEILING = 200;

export const SITE_NAME_MAX = 80;
export const SITE_DESCRIPTION_MAX = 300;

/** The settings in force: stored values, else the defaults (SITE_NAME from the environment). */
export interface SiteSettings {
  registration: RegistrationMode;
  siteName: string;
  /** Null: the pages keep their own wording. */
  siteDescription: string | null;
  defaultTemplate: string;
  maxUploadMb: number;
  aiTrainingDefault: AiTrainingChoice;
}

const text = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    // Empty clears the setting: the default (the environment's, or the page's own) shows again.
    .transform((value) => (value === "" ? null : value))
    .nullable();

function fields(templateIds: readonly string[]) {
  return {
    registration: z.enum(REGISTRATION_MODES, {
      message: "Registration must be 'open', 'invite' or 'closed'.",
    }),
    siteName: text("Site name", SITE_NAME_MAX),
    siteDescription: text("Site description", SITE_DESCRIPTION_MAX),
    defaultTemplate: z
      .string({ message: "Default template must be a template id." })
      .refine((id) => templateIds.includes(id), {
        message: `Default template must be one of the installed templates: ${templateIds.join(", ")}.`,
      }),
    maxUploadMb: z
      .number({ message: "Maximum upload size must be a whole number of megabytes." })
      .int("Maximum upload size must be a whole number of megabytes.")
      .min(1, "Maximum upload size must be at least 1 MB.")
      .max(
        MAX_UPLOAD_MB_CEILING,
        `Maximum upload size may be at most ${MAX_UPLOAD_MB_CEILING} MB.`,
      ),
    aiTrainingDefault: z.enum(AI_TRAINING_CHOICES, {
      message: "AI training default must be 'allow' or 'disallow'.",
    }),
  };
}

/** PATCH /api/admin/settings: any of the settings; an unknown key is refused, not ignored. */
export function siteSettingsPatchSchema(templateIds: readonly string[]) {
  return z.object(fields(templateIds)).partial().strict();
}

export type SiteSettingsPatch = z.output<ReturnType<typeof siteSettingsPatchSchema>>;

/** The Settings form: every setting at once; a name or description left empty clears it. */
export function siteSettingsFormSchema(templateIds: readonly string[]) {
  const all = fields(templateIds);
  return z.object({
    ...all,
    siteName: all.siteName.optional(),
    siteDescription: all.siteDescription.optional(),
  });
}

/** The refusal of an upload over the limit, in the spec's words with the limit in force. */
export const tooLargeMessage = (maxUploadMb: number) =>
  `File too large: Maximum file size is ${maxUploadMb}MB.`;

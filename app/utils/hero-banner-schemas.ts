import { z } from "zod";

/**
 * The Hero Banners tab's forms (docs/product.md#admin-dashboard, docs/product.md#validation-rules):
 * one zod schema each, shared by the browser (conform) and the server. Client-safe: no server
 * imports.
 */
export const HERO_INTENT = {
  upload: "upload",
  update: "update",
  delete: "delete",
  setDefault: "set-default",
  extractColors: "extract-colors",
  extractAll: "extract-all",
  defaultHero: "default-hero",
} as const;

export const HERO_MESSAGES = {
  nameRequired: "Hero image name is required",
  defaultNotDeletable:
    "The default hero image cannot be deleted. Make another banner the default first.",
  noStoredImage: "This banner has no stored image to analyse.",
  // docs/product.md#validation-rules: the default hero form.
  defaultMissing: "Missing information: Please provide both image URL and title",
  invalidUrl: "Please enter a full web address starting with http:// or https://.",
} as const;

export const HERO_SOURCE_MESSAGES = {
  both: "Choose an image file or enter an image URL, not both.",
  neither: "Choose an image file or enter an image URL.",
} as const;

/**
 * docs/product.md#admin-dashboard: the formats the upload form names (the pipeline reads a few
 * more).
 */
export const HERO_FORMATS_TEXT = "Supported formats: JPG, PNG, WebP. Maximum size 25MB.";
export const HERO_FILE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

const name = z
  .string({ required_error: HERO_MESSAGES.nameRequired })
  .trim()
  .min(1, HERO_MESSAGES.nameRequired)
  .max(100, "Name must be at most 100 characters.");
const title = z.string().trim().max(200, "Title must be at most 200 characters.").optional();
const description = z
  .string()
  .trim()
  .max(1000, "Description must be at most 1000 characters.")
  .optional();
const httpUrl = z
  .string()
  .trim()
  .url(HERO_MESSAGES.invalidUrl)
  .refine((url) => /^https?:\/\//i.test(url), HERO_MESSAGES.invalidUrl);

// An empty URL field (a form posted with a file) means no URL.
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(httpUrl.optional());
const uploadFields = z.object({ name, title, description, imageUrl: optionalUrl });

/** Exactly one of a file and a URL (docs/product.md#validation-rules 'New banner'). */
const oneSource = (fileChosen: boolean) => (value: { imageUrl?: string }, ctx: z.RefinementCtx) => {
  if (fileChosen && value.imageUrl) {
    ctx.addIssue({ code: "custom", path: ["imageUrl"], message: HERO_SOURCE_MESSAGES.both });
  } else if (!fileChosen && !value.imageUrl) {
    ctx.addIssue({ code: "custom", path: ["imageUrl"], message: HERO_SOURCE_MESSAGES.neither });
  }
};

/**
 * POST /api/admin/hero-images/upload's text fields. `fileChosen`: whether the `image` part
 * carries a file (the server streams it aside before these are checked).
 */
export const heroUploadBody = (fileChosen: boolean) =>
  uploadFields.superRefine(oneSource(fileChosen));

/** The tab's upload form: the same fields, and its intent. */
export const heroUploadSchema = (fileChosen: boolean) =>
  uploadFields.extend({ intent: z.literal(HERO_INTENT.upload) }).superRefine(oneSource(fileChosen));

/**
 * Banner edit (docs/product.md#validation-rules): name required. An emptied title or description
 * removes it.
 */
export const heroEditSchema = z.object({
  intent: z.literal(HERO_INTENT.update),
  heroId: z.string().min(1),
  name,
  title,
  description,
});

/** PATCH /api/admin/hero-images/{id}: body {name, title, description}. */
export const heroEditBody = heroEditSchema.omit({ intent: true, heroId: true }).extend({
  title: title.nullable(),
  description: description.nullable(),
});

const required = z
  .string({ required_error: HERO_MESSAGES.defaultMissing })
  .trim()
  .min(1, HERO_MESSAGES.defaultMissing);

/** The default hero form and POST /api/hero-images/default: both fields required. */
export const defaultHeroSchema = z.object({
  imageUrl: required,
  title: required.pipe(z.string().max(200, "Title must be at most 200 characters.")),
});

export const defaultHeroFormSchema = defaultHeroSchema.extend({
  intent: z.literal(HERO_INTENT.defaultHero),
});

import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { LICENSE_MESSAGES, RIGHTS_FIELDS, parseLicense } from "~/utils/photo-rights";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import type { ToastInput } from "./toast-text";
import type { BulkFileResult } from "~/utils/bulk-upload";

/** A plain (no-JavaScript) upload's answer: why it failed, what was typed, what became of each file. */
export interface UploadOutcome {
  error: string;
  fields: Record<string, string>;
  results?: BulkFileResult[];
}

/**
 * The forms of the My Photos page; one action tells them apart by this field
 * (docs/product.md#house-style).
 */
export const INTENTS = {
  upload: "upload",
  setPublic: "set-public",
  setFeatured: "set-featured",
  edit: "edit-photo",
  delete: "delete-photo",
  createCategory: "create-category",
  renameCategory: "rename-category",
  deleteCategory: "delete-category",
  // docs/product.md#my-photos: the photos ticked in the table join a collection.
  addToCollection: "add-to-collection",
} as const;

export type Intent = (typeof INTENTS)[keyof typeof INTENTS];

/**
 * Set only by forms running with JavaScript (fetchers): the action then answers with data to
 * toast and roll back, instead of the redirect a plain form post needs.
 */
export const VIA_FIELD = "via";
export const VIA_FETCHER = "fetcher";

export const toggleSchema = z.object({
  photoId: z.string().min(1),
  value: z.enum(["true", "false"]).transform((value) => value === "true"),
});

export const photoIdSchema = z.object({ photoId: z.string().min(1) });

/** The licence select's value for "the address typed below"; "" is the photographer's default. */
export const CUSTOM_LICENSE_OPTION = "custom";

/** Sent by an Edit form that shows the rights: a page loaded before them must not clear them. */
export const RIGHTS_SHOWN_FIELD = "rightsShown";

const rightsFields = Object.fromEntries(
  RIGHTS_FIELDS.map((field) => [field, z.string().optional()]),
) as Record<(typeof RIGHTS_FIELDS)[number], z.ZodOptional<z.ZodString>>;

export const editPhotoSchema = z
  .object({
    photoId: z.string().min(1),
    title: z
      .string({ required_error: UPLOAD_MESSAGES.titleRequired })
      .trim()
      .min(1, UPLOAD_MESSAGES.titleRequired),
    description: z.string().optional(),
    category: z.string().optional(),
    tags: z.string().optional(),
    [RIGHTS_SHOWN_FIELD]: z.string().optional(),
    ...rightsFields,
    license: z.string().optional(),
    licenseUrl: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.license === CUSTOM_LICENSE_OPTION && !parseLicense(value.licenseUrl ?? "")) {
      context.addIssue({ code: "custom", path: ["licenseUrl"], message: LICENSE_MESSAGES.invalid });
    }
  });

/** The licence an Edit form chose: "" (or nothing) follows the default, "custom" the address. */
export const chosenLicense = (value: { license?: string; licenseUrl?: string }) =>
  value.license === CUSTOM_LICENSE_OPTION ? (value.licenseUrl ?? "") : (value.license ?? "");

const categoryLabel = z
  .string({ required_error: UPLOAD_MESSAGES.categoryNameEmpty })
  .trim()
  .min(1, UPLOAD_MESSAGES.categoryNameEmpty);

export const createCategorySchema = z.object({ label: categoryLabel });
export const renameCategorySchema = z.object({
  categoryId: z.string().min(1),
  label: categoryLabel,
});
export const categoryIdSchema = z.object({ categoryId: z.string().min(1) });

/** What the action answers to a fetcher (and, for form errors, to a plain post). */
export interface ActionResult {
  intent: Intent;
  ok: boolean;
  toast?: ToastInput;
  /** conform's reply, for forms with fields. */
  lastResult?: SubmissionResult<string[]>;
  /** The upload form's error, fields and each file's result, re-rendered without JavaScript. */
  upload?: UploadOutcome;
}

/** The rights and licence an Edit form sent, as the edit service takes them ("" clears a field). */
export const editedRights = (value: z.output<typeof editPhotoSchema>) => ({
  rights: Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, value[field] ?? ""])),
  license: chosenLicense(value),
});

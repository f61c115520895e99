import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import type { ToastInput } from "./toast-text";
import type { BulkFileResult } from "~/utils/bulk-upload";

/** A plain (no-JavaScript) upload's answer: why it failed, what was typed, what became of each file. */
export interface UploadOutcome {
  error: string;
  fields: Record<string, string>;
  results?: BulkFileResult[];
}

/** The forms of the My Photos page; one action tells them apart by this field (DESIGN §11). */
export const INTENTS = {
  upload: "upload",
  setPublic: "set-public",
  setFeatured: "set-featured",
  edit: "edit-photo",
  delete: "delete-photo",
  createCategory: "create-category",
  renameCategory: "rename-category",
  deleteCategory: "delete-category",
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

export const editPhotoSchema = z.object({
  photoId: z.string().min(1),
  title: z
    .string({ required_error: UPLOAD_MESSAGES.titleRequired })
    .trim()
    .min(1, UPLOAD_MESSAGES.titleRequired),
  description: z.string().optional(),
  category: z.string().optional(),
  tags: z.string().optional(),
});

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

import { isPhotoCategory } from "~/services/categories.server";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { PhotoInputError } from "./errors.server";
import { sanitizeHtml } from "./sanitize-html.server";

/** Limits the first brief left open, generous for people (docs/product.md#validation-rules). */
export const PHOTO_LIMITS = {
  title: 200,
  description: 5000,
  tags: 30,
  tag: 50,
  altText: 500,
} as const;

const tooLong = (what: string, max: number) =>
  new PhotoInputError(`${what} must be at most ${max} characters.`);

export function checkedTitle(title: unknown, missingMessage: string): string {
  const text = typeof title === "string" ? title.trim() : "";
  if (!text) throw new PhotoInputError(missingMessage);
  if (text.length > PHOTO_LIMITS.title) throw tooLong("Title", PHOTO_LIMITS.title);
  return text;
}

/**
 * Stored sanitised (docs/product.md#security-baseline): what is kept is what any page may render as
 * HTML.
 */
export function checkedDescription(description: unknown): string {
  const text = typeof description === "string" ? description.trim() : "";
  // Markup that is dropped may make the raw text longer; far longer is refused before any work.
  if (text.length > PHOTO_LIMITS.description * 4) {
    throw tooLong("Description", PHOTO_LIMITS.description);
  }
  const clean = sanitizeHtml(text);
  if (clean.length > PHOTO_LIMITS.description) {
    throw tooLong("Description", PHOTO_LIMITS.description);
  }
  return clean;
}

/**
 * Comma-separated text or a list (docs/product.md#validation-rules): trimmed, empty items and
 * repeats dropped.
 */
export function parseTags(tags: unknown): string[] {
  const items = typeof tags === "string" ? tags.split(",") : Array.isArray(tags) ? tags : [];
  const clean = items
    .filter((tag): tag is string => typeof tag === "string")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const unique = [...new Set(clean)];
  if (unique.length > PHOTO_LIMITS.tags) {
    throw new PhotoInputError(`A photo can have at most ${PHOTO_LIMITS.tags} tags.`);
  }
  if (unique.some((tag) => tag.length > PHOTO_LIMITS.tag))
    throw tooLong("Each tag", PHOTO_LIMITS.tag);
  return unique;
}

/**
 * `aiTags` arrives as a JSON array in a string (docs/product.md#api-calls); anything else reads as
 * no tags.
 */
export function parseAiTags(value: unknown): string[] {
  if (Array.isArray(value)) return parseTags(value);
  if (typeof value !== "string" || !value.trim()) return [];
  try {
    return parseTags(JSON.parse(value));
  } catch (error) {
    if (error instanceof PhotoInputError) throw error;
    return parseTags(value);
  }
}

export function checkedAltText(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (text.length > PHOTO_LIMITS.altText) throw tooLong("Alt text", PHOTO_LIMITS.altText);
  return text || undefined;
}

export async function checkedCategory(userId: string, category: string): Promise<string> {
  if (!(await isPhotoCategory(userId, category))) {
    throw new PhotoInputError("Please choose one of the listed categories.");
  }
  return category;
}

export const MISSING_INFORMATION = UPLOAD_MESSAGES.missingInformation;

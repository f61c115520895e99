import type { EmbeddedMetadata } from "~/utils/photo-rights";
import type { PhotoSuggestions, UploadFields } from "./apply-suggestions";

/**
 * What the chosen file says about itself (Lightroom's title, caption, alt text) fills the upload
 * form's empty fields as soon as it is chosen, where the photographer sees and can change it.
 * The photographer's own words also win over any suggestion made later.
 */

/** The server's limits for typed fields (photo-fields.server.ts): longer would be refused. */
const LIMITS = { title: 200, description: 5000, altText: 500 } as const;

const fitted = (value: string | undefined, max: number) =>
  value ? Array.from(value.trim()).slice(0, max).join("").trim() : "";

/** The file's words, cut to what the server takes. */
export function fileWords(metadata: EmbeddedMetadata | null) {
  return {
    title: fitted(metadata?.title, LIMITS.title),
    description: fitted(metadata?.description, LIMITS.description),
    altText: fitted(metadata?.altText, LIMITS.altText),
  };
}

/** Fills the empty title and description from the file; what is already there stays. */
export function prefillFields(fields: UploadFields, metadata: EmbeddedMetadata | null) {
  const words = fileWords(metadata);
  return {
    ...fields,
    title: fields.title.trim() ? fields.title : words.title || fields.title,
    description: fields.description.trim()
      ? fields.description
      : words.description || fields.description,
  };
}

/** Suggestions with the file's own title, description and alt text in place of guessed ones. */
export function withFileWords(
  suggestions: PhotoSuggestions,
  metadata: EmbeddedMetadata | null,
): PhotoSuggestions {
  const words = fileWords(metadata);
  return {
    ...suggestions,
    ...(words.title ? { title: words.title } : {}),
    ...(words.description ? { description: words.description } : {}),
    ...(words.altText ? { alt: words.altText } : {}),
  };
}

/** One line under the preview saying what was read, e.g. "From the file: title, 4 keywords". */
export function fromFileSummary(metadata: EmbeddedMetadata | null): string | null {
  if (!metadata) return null;
  const words = fileWords(metadata);
  const keywords = metadata.tags.length;
  const parts = [
    words.title && "title",
    words.description && "description",
    keywords && `${keywords} ${keywords === 1 ? "keyword" : "keywords"}`,
    words.altText && "alt text",
    Object.values(metadata.rights).some(Boolean) && "rights",
    metadata.licenseUrl && "licence",
  ].filter((part): part is string => typeof part === "string" && part !== "");
  return parts.length ? `From the file: ${parts.join(", ")}.` : null;
}

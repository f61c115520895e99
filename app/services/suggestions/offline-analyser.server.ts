import type { ImageAnalysis } from "~/images/image-pipeline.server";
import { tidySuggestions } from "./normalise";
import { titleFromFileName } from "./file-name-title";
import { altOf, captureSentence, lookSentence, tagsOf } from "./offline-texts";
import { readPhoto } from "./photo-reading";
import type { PhotoSuggestions } from "./types";

/**
 * Suggestions from the file alone: the default when no AI provider is configured, and the
 * fallback when it fails (docs/decisions/0007-suggestions-offline-first.md). Everything said is
 * read from the file name, pixels or EXIF; nothing claims to recognise what is in the picture,
 * so the title is the file's own name or empty, and the category is null unless the file settles
 * it. GPS is deliberately never used: suggestions become public. Deterministic: the same file
 * always gets the same words.
 */
export function offlineSuggestions(analysis: ImageAnalysis, fileName?: string): PhotoSuggestions {
  const reading = readPhoto(analysis);
  // EXIF strings and file names are whatever the file says: tidying caps their length and
  // strips markup.
  return tidySuggestions({
    title: titleFromFileName(fileName) ?? "",
    category: reading.category,
    description: [captureSentence(reading), lookSentence(reading)].filter(Boolean).join(" "),
    tags: tagsOf(reading).filter((t): t is string => !!t),
    alt: altOf(reading),
  });
}

/** How the file says it was taken, for an AI prompt: no pixels, no position. */
export function captureFacts(analysis: ImageAnalysis): string | null {
  return captureSentence(readPhoto(analysis));
}

import type { ImageAnalysis } from "~/images/image-pipeline.server";
import { tidySuggestions } from "./normalise";
import { altOf, captureSentence, lookSentence, tagsOf, titleOf } from "./offline-texts";
import { readPhoto } from "./photo-reading";
import type { PhotoSuggestions } from "./types";

/**
 * Suggestions from the image alone (DESIGN §8: the default when no AI provider is configured,
 * and the fallback when it fails). Everything said is read from pixels or EXIF; nothing claims to
 * recognise what is in the picture. GPS is deliberately never used: suggestions become public.
 * Deterministic: the same image always gets the same words.
 */
export function offlineSuggestions(analysis: ImageAnalysis): PhotoSuggestions {
  const reading = readPhoto(analysis);
  // EXIF strings are whatever the file says: tidying caps their length and strips markup.
  return tidySuggestions({
    title: titleOf(reading),
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

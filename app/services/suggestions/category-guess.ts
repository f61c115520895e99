import type { SuggestionCategory } from "./types";

export interface CategoryEvidence {
  isBlackAndWhite: boolean;
  lens: string | null;
}

/**
 * A category only where the file itself settles it: a black-and-white frame, or a macro lens
 * named in the EXIF. Shape, colours and focal length say nothing about the subject (a wide photo
 * of weathered boards is no landscape), so without a model everything else is left to the
 * photographer.
 */
export function guessCategory({
  isBlackAndWhite,
  lens,
}: CategoryEvidence): SuggestionCategory | null {
  if (isBlackAndWhite) return "black-and-white";
  if (lens && /macro|micro-nikkor/i.test(lens)) return "macro";
  return null;
}

import type { OrientationLabel } from "~/images/image-pipeline.server";
import type { PaletteSummary } from "./palette-summary";
import type { SuggestionCategory } from "./types";

export interface CategoryEvidence {
  orientation: OrientationLabel;
  isBlackAndWhite: boolean;
  /** Millimetres as recorded: not 35 mm-equivalent, so a phone's 4 mm counts as wide. */
  focalLength: number | null;
  lens: string | null;
  palette: PaletteSummary;
}

/**
 * A defensible first guess from what the file can tell, in order of how sure each rule is:
 * nothing here recognises subjects, so the photographer is expected to correct it.
 */
export function guessCategory(evidence: CategoryEvidence): SuggestionCategory {
  const { orientation, isBlackAndWhite, focalLength: focal, lens, palette } = evidence;
  if (isBlackAndWhite) return "black-and-white";
  if (lens && /macro|micro-nikkor/i.test(lens)) return "macro";
  // Foliage over half the frame.
  if (palette.share("green") >= 0.5) return "nature";
  // Short telephoto held upright is the classic portrait set-up.
  if (focal !== null && focal >= 85 && focal < 200 && orientation === "portrait") return "portrait";
  // Long lenses are for wildlife and sport far more than anything else here.
  if (focal !== null && focal >= 200) return "nature";
  // Sky, water and vegetation.
  const outdoor = palette.share("blue", "teal", "green") >= 0.35;
  if (focal !== null && focal <= 24) {
    // Wide and level is the landscape photographer's frame; wide and upright, the building's.
    if (outdoor || orientation === "landscape") return "landscape";
    if (orientation === "portrait") return "architecture";
  }
  if (orientation === "landscape" && outdoor) return "landscape";
  if (orientation === "portrait" && focal !== null && focal >= 50) return "portrait";
  return "other";
}

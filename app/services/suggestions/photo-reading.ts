import type { ImageAnalysis } from "~/images/image-pipeline.server";
import { guessCategory } from "./category-guess";
import { summarisePalette, type PaletteSummary } from "./palette-summary";
import { timeOfDay, type TimeOfDay } from "./time-of-day";
import { toneOf, type Tone } from "./tone";
import type { SuggestionCategory } from "./types";

/** What the offline analyser makes of the pipeline's facts, before it puts them into words. */
export interface PhotoReading {
  analysis: ImageAnalysis;
  palette: PaletteSummary;
  tone: Tone;
  time: TimeOfDay | null;
  category: SuggestionCategory | null;
}

export function readPhoto(analysis: ImageAnalysis): PhotoReading {
  const palette = summarisePalette(analysis.colors, analysis.dominantColor);
  const { exif, brightness } = analysis;
  return {
    analysis,
    palette,
    tone: toneOf(brightness),
    time: timeOfDay(analysis.takenAt ?? exif?.takenAt, {
      brightness,
      temperature: palette.temperature,
    }),
    category: guessCategory({
      isBlackAndWhite: analysis.isBlackAndWhite,
      lens: exif?.lens ?? null,
    }),
  };
}

/** "dark", "bright"…; a balanced exposure is not worth a word. */
export const toneWord = ({ tone }: PhotoReading) => (tone === "balanced" ? null : tone);

export const temperatureWord = ({ palette }: PhotoReading) =>
  palette.temperature === "neutral" ? null : palette.temperature;

import { nameColour } from "~/services/suggestions/colour-names";
import { toneOf } from "~/services/suggestions/tone";

export type HeroMood = "warm" | "cool" | "other";
export type HeroBrightness = "dark" | "bright" | "other";

/**
 * docs/product.md#entities mood, from the dominant colour's hue. It reuses the suggestions' colour
 * vocabulary so a banner called "warm" here is one the photo suggestions would also call warm: reds
 * to yellows are warm, teals to purples cool; greens, magentas and greys are neither.
 */
export function moodOf(dominantColor: string): HeroMood {
  const { temperature } = nameColour(dominantColor);
  return temperature === "neutral" ? "other" : temperature;
}

/**
 * docs/product.md#entities brightness, from the pipeline's mean luma (0–1), on the suggestions'
 * tone scale.
 */
export function brightnessOf(luma: number): HeroBrightness {
  const tone = toneOf(luma);
  if (tone === "low-key" || tone === "dark") return "dark";
  if (tone === "high-key" || tone === "bright") return "bright";
  return "other";
}

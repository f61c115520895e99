/** How light the picture is overall, from the pipeline's mean luma (0 black – 1 white). */
export type Tone = "low-key" | "dark" | "balanced" | "bright" | "high-key";

export function toneOf(brightness: number): Tone {
  if (brightness < 0.2) return "low-key";
  if (brightness < 0.38) return "dark";
  if (brightness > 0.8) return "high-key";
  if (brightness > 0.62) return "bright";
  return "balanced";
}

export type OrientationLabel = "landscape" | "portrait" | "square";

/**
 * docs/product.md#constants-and-limits: landscape when width/height is over 1.1, portrait under
 * 0.9, otherwise square.
 */
export function orientationOf(width: number, height: number): OrientationLabel {
  const ratio = width / height;
  if (ratio > 1.1) return "landscape";
  if (ratio < 0.9) return "portrait";
  return "square";
}

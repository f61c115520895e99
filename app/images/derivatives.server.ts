import { DERIVATIVE_FORMATS, encode, type Derivative } from "./encode.server";
import { shrinkRaw, type RawImage } from "./raw-image.server";

/** Widths `srcset` offers; a template's largest slot is full-bleed on a 2560 px screen. */
export const DERIVATIVE_WIDTHS = [320, 640, 1280, 1920, 2560] as const;

/**
 * The widths to make for a source: those not wider than it (no upscaling), plus the source's own
 * width when it falls well between two steps, so the sharpest copy is not thrown away. Never empty.
 */
export function derivativeWidths(
  sourceWidth: number,
  widths: readonly number[] = DERIVATIVE_WIDTHS,
): number[] {
  const fitting = widths.filter((w) => w <= sourceWidth);
  const largest = fitting.at(-1) ?? 0;
  const isWellBetween = sourceWidth > largest * 1.2 && sourceWidth < Math.max(...widths);
  return isWellBetween || fitting.length === 0 ? [...fitting, sourceWidth] : fitting;
}

/**
 * One resize per width, from the in-memory working copy, largest first; the three encodes of a
 * width run together (each is single-threaded, the machine has two cores) and the next width
 * starts only when they are done, so at most one resized copy is alive at a time.
 */
export async function makeDerivatives(
  source: RawImage,
  widths: readonly number[] = derivativeWidths(source.width),
): Promise<Derivative[]> {
  const derivatives: Derivative[] = [];
  for (const width of [...widths].sort((a, b) => b - a)) {
    const resized = width >= source.width ? source : await shrinkRaw(source, width);
    derivatives.push(...(await Promise.all(DERIVATIVE_FORMATS.map((f) => encode(resized, f)))));
  }
  return derivatives.sort((a, b) => a.width - b.width);
}

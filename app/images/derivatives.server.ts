import {
  DERIVATIVE_FORMATS,
  encode,
  type Derivative,
  type DerivativeFormat,
} from "./encode.server";
import { shrinkRaw, type RawImage } from "./raw-image.server";
import { settleAll } from "./settle-all.server";

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
 * The two lanes that keep the machine's two cores busy. AVIF is the slowest encoder and needs the
 * most memory (~100 MB for a 2560 px copy), so it has a lane of its own and never two run at once;
 * WebP and JPEG together take about as long as AVIF alone.
 */
const LANES: readonly (readonly DerivativeFormat[])[] = [["avif"], ["webp", "jpeg"]];

const FORMAT_ORDER = new Map(DERIVATIVE_FORMATS.map((format, i) => [format, i]));

/**
 * Resized copies shared by the lanes: made once, by whichever lane needs a width first, and let go
 * as soon as every lane has encoded it, so at most about two copies are alive at a time.
 */
function sharedCopies(source: RawImage, users: number) {
  const copies = new Map<number, { image: Promise<RawImage>; users: number }>();
  return {
    take(width: number): Promise<RawImage> {
      let copy = copies.get(width);
      if (!copy) {
        const image = width >= source.width ? Promise.resolve(source) : shrinkRaw(source, width);
        copy = { image, users };
        copies.set(width, copy);
      }
      return copy.image;
    },
    release(width: number) {
      const copy = copies.get(width);
      if (copy && --copy.users === 0) copies.delete(width);
    },
  };
}

/**
 * Every width in AVIF, WebP and JPEG from the in-memory working copy: each lane walks the widths
 * from the largest down, so the longest encodes start first and the two lanes end together.
 * Resolves (or rejects) only once both lanes have stopped, so a failed job never leaves an encode
 * running beside the next one. Narrowest first, then AVIF, WebP, JPEG.
 */
export async function makeDerivatives(
  source: RawImage,
  widths: readonly number[] = derivativeWidths(source.width),
): Promise<Derivative[]> {
  const largestFirst = [...widths].sort((a, b) => b - a);
  const copies = sharedCopies(source, LANES.length);
  const lanes = await settleAll(
    LANES.map(async (formats) => {
      const made: Derivative[] = [];
      for (const width of largestFirst) {
        try {
          const image = await copies.take(width);
          for (const format of formats) made.push(await encode(image, format));
        } finally {
          copies.release(width);
        }
      }
      return made;
    }),
  );
  return lanes
    .flat()
    .sort((a, b) => a.width - b.width || FORMAT_ORDER.get(a.format)! - FORMAT_ORDER.get(b.format)!);
}

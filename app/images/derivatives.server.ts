import {
  DERIVATIVE_FORMATS,
  encode,
  type Derivative,
  type DerivativeFormat,
} from "./encode.server";
import { shrinkRaw, type RawImage } from "./raw-image.server";
import type { RightsEmbed } from "./rights-metadata.server";
import { settleAll } from "./settle-all.server";

/** Widths `srcset` offers; a template's largest slot is full-bleed on a 2560 px screen. */
export const DERIVATIVE_WIDTHS = [320, 640, 1280, 1920, 2560] as const;

/**
 * A hero banner's widths: a photo's, and 960 px. A banner is full-bleed and the page's first
 * image, so on a phone (360–430 px at 2–2.6 device pixels) 960 px is enough where the next step
 * up, 1280 px, is about twice the bytes on the slowest part of the page's load (ADR 33). Banners
 * are few; photos keep their five widths, which the upload's time budget is measured on.
 */
export const HERO_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;

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
 * Above this width the AVIF copy is made after the upload has answered, when the machine is idle
 * (ADR 34): it is the slowest encode of all (a 2560 px AVIF is a third of an upload's CPU), and
 * only the largest screens ask for it. Until it exists a page offers the 1920 px AVIF and WebP
 * and JPEG at every width.
 */
const AVIF_DEFERRED_ABOVE = 1920;

/** An encode to make later: a width and a format. */
export interface DeferredDerivative {
  width: number;
  format: DerivativeFormat;
}

/** The encodes of `widths` that an upload leaves for later (ADR 34). */
export function deferredOf(widths: readonly number[]): DeferredDerivative[] {
  return widths
    .filter((width) => width > AVIF_DEFERRED_ABOVE)
    .map((width) => ({ width, format: "avif" as const }));
}

/** Encodes at once: the machine's two cores (ADRs 23, 29); libvips runs each on one thread. */
const WORKERS = 2;

const FORMAT_ORDER = new Map(DERIVATIVE_FORMATS.map((format, i) => [format, i]));

/**
 * Resized copies, each made from the next larger one (1280 px from the 1920 px copy, not from the
 * working copy: about half the pixels to read, and no visible difference after Lanczos twice),
 * and let go as soon as every format and the next smaller copy have used it: about two are alive
 * at a time.
 */
function resizedCopies(
  source: RawImage,
  largestFirst: readonly number[],
  formatsAt: (width: number) => readonly DerivativeFormat[],
) {
  const copies = new Map<number, { image: Promise<RawImage>; users: number }>();
  const release = (width: number) => {
    const copy = copies.get(width);
    if (copy && --copy.users === 0) copies.delete(width);
  };
  const take = (width: number): Promise<RawImage> => {
    let copy = copies.get(width);
    if (!copy) {
      const at = largestFirst.indexOf(width);
      const larger = largestFirst[at - 1];
      const image =
        larger === undefined
          ? width >= source.width
            ? Promise.resolve(source)
            : shrinkRaw(source, width)
          : take(larger)
              .then((from) => shrinkRaw(from, width))
              .finally(() => release(larger));
      const users = formatsAt(width).length + (at < largestFirst.length - 1 ? 1 : 0);
      copy = { image, users };
      copies.set(width, copy);
    }
    return copy.image;
  };
  return { take, release };
}

interface Task {
  width: number;
  format: DerivativeFormat;
}

/**
 * Which encodes may start now. AVIF needs by far the most memory (~90 MB at 2560 px, about in
 * proportion to the pixels), so AVIF encodes run together only while their pixels add up to no
 * more than the largest copy's: the 2560 px one runs alone, 1920 and 1280 may run side by side.
 */
function avifMemoryRule(largestWidth: number) {
  let running = 0;
  const cost = ({ width, format }: Task) => (format === "avif" ? width * width : 0);
  return {
    fits: (task: Task) => running === 0 || running + cost(task) <= largestWidth * largestWidth,
    start: (task: Task) => void (running += cost(task)),
    end: (task: Task) => void (running -= cost(task)),
  };
}

export interface MakeDerivativesOptions {
  /** Hears of each derivative as soon as it is encoded. */
  onEncoded?: (derivative: Derivative) => void;
  /** Encodes left out, to be made later (ADR 34). */
  deferred?: readonly DeferredDerivative[];
  /** The rights every copy carries (ADR 46); without it copies carry no metadata. */
  embed?: RightsEmbed;
}

/**
 * Every width in AVIF, WebP and JPEG from the in-memory working copy. Two workers take the next
 * encode from one queue, largest width first (the longest encodes start first, so the two end
 * together); `onEncoded` hears of each derivative at once, so it can be stored while the others
 * encode. Resolves (or rejects) only once both workers have stopped, so a failed job never leaves
 * an encode running beside the next one; after a failure no new encode starts.
 * Narrowest first, then AVIF, WebP, JPEG.
 */
export async function makeDerivatives(
  source: RawImage,
  widths: readonly number[] = derivativeWidths(source.width),
  { onEncoded, deferred = [], embed }: MakeDerivativesOptions = {},
): Promise<Derivative[]> {
  const largestFirst = [...new Set(widths)].sort((a, b) => b - a);
  const formatsAt = (width: number) =>
    DERIVATIVE_FORMATS.filter(
      (format) => !deferred.some((d) => d.width === width && d.format === format),
    );
  const copies = resizedCopies(source, largestFirst, formatsAt);
  const queue: Task[] = largestFirst.flatMap((width) =>
    formatsAt(width).map((format) => ({ width, format })),
  );
  const avif = avifMemoryRule(largestFirst[0]!);
  let failed = false;
  // A worker that finds only AVIF encodes that do not fit waits for the next encode to end.
  let wake = () => {};
  let encodeEnded = new Promise<void>((resolve) => (wake = resolve));

  const worker = async () => {
    const made: Derivative[] = [];
    while (queue.length > 0 && !failed) {
      const at = queue.findIndex(avif.fits);
      if (at < 0) {
        await encodeEnded;
        continue;
      }
      const [task] = queue.splice(at, 1) as [Task];
      avif.start(task);
      try {
        const derivative = await encode(
          await copies.take(task.width),
          task.format,
          undefined,
          embed,
        );
        made.push(derivative);
        onEncoded?.(derivative);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        avif.end(task);
        copies.release(task.width);
        wake();
        encodeEnded = new Promise<void>((resolve) => (wake = resolve));
      }
    }
    return made;
  };
  const made = await settleAll(Array.from({ length: WORKERS }, worker));
  return made
    .flat()
    .sort((a, b) => a.width - b.width || FORMAT_ORDER.get(a.format)! - FORMAT_ORDER.get(b.format)!);
}

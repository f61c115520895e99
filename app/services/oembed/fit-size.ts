/**
 * The sizes an oEmbed answer may give (docs/decisions/0070-oembed-and-embeds.md). The spec says a
 * provider must respect `maxwidth` and `maxheight` for photo and rich answers, and the thumbnail
 * too, so each picks among what fits both.
 */
export interface Sized {
  width: number;
  height: number;
}

export interface SizeLimits {
  maxWidth: number | null;
  maxHeight: number | null;
}

export const NO_LIMITS: SizeLimits = { maxWidth: null, maxHeight: null };

export const fits = (size: Sized, { maxWidth, maxHeight }: SizeLimits) =>
  (maxWidth === null || size.width <= maxWidth) && (maxHeight === null || size.height <= maxHeight);

const area = (size: Sized) => size.width * size.height;

/** The image within both limits that `prefer` ranks first, or null when none fits. */
function pickFitting<T extends Sized>(
  images: readonly T[],
  limits: SizeLimits,
  prefer: (candidate: T, best: T) => boolean,
): T | null {
  let best: T | null = null;
  for (const image of images) {
    if (fits(image, limits) && (!best || prefer(image, best))) best = image;
  }
  return best;
}

/** The largest of these images within both limits (aspect kept: each is a whole image), or null. */
export const largestFitting = <T extends Sized>(images: readonly T[], limits: SizeLimits) =>
  pickFitting(images, limits, (candidate, best) => area(candidate) > area(best));

/** The smallest image, when it fits: a thumbnail must respect the limits too, or be left out. */
export const smallestFitting = <T extends Sized>(images: readonly T[], limits: SizeLimits) =>
  pickFitting(images, limits, (candidate, best) => area(candidate) < area(best));

/**
 * A frame of `preferred` size shrunk to the limits, its aspect kept (the embed's grid reflows to
 * any width, so any box fits it); never below 1 px.
 */
export function frameWithin(preferred: Sized, { maxWidth, maxHeight }: SizeLimits): Sized {
  const scale = Math.min(
    1,
    maxWidth === null ? 1 : maxWidth / preferred.width,
    maxHeight === null ? 1 : maxHeight / preferred.height,
  );
  return {
    width: Math.max(1, Math.floor(preferred.width * scale)),
    height: Math.max(1, Math.floor(preferred.height * scale)),
  };
}

/**
 * `maxwidth`/`maxheight` as given: absent or empty means no limit; anything but a positive
 * whole number is refused (the route answers 400 naming it).
 */
export function parseLimit(value: string | null): number | null | "invalid" {
  if (value === null || value === "") return null;
  if (!/^\d{1,6}$/.test(value)) return "invalid";
  const limit = Number(value);
  return limit > 0 ? limit : "invalid";
}

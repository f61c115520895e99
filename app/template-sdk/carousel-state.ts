import { CAROUSEL_MAX_DOTS } from "./constants";

/** docs/product.md#states-and-transitions: indexes wrap at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The photo indexes that get a dot: all of them up to `max` (docs/product.md#constants-and-limits:
 * at most 5), otherwise a window of `max` that keeps the current photo inside it, as centred as the
 * ends allow.
 */
export function visibleDots(count: number, current: number, max = CAROUSEL_MAX_DOTS): number[] {
  const shown = Math.min(count, max);
  const start = Math.min(Math.max(current - Math.floor(shown / 2), 0), count - shown);
  return Array.from({ length: shown }, (_, i) => start + i);
}

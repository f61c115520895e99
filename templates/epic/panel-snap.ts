import { EPIC_SNAP_MIN_DISTANCE_PX, EPIC_WHEEL_THRESHOLD } from "~/template-sdk";

/**
 * docs/product.md#public-portfolio-and-templates: a wheel movement above 50 moves one panel;
 * smaller ones scroll normally.
 */
export function wheelDirection(deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaY) <= EPIC_WHEEL_THRESHOLD) return 0;
  return deltaY > 0 ? 1 : -1;
}

/** The panel whose top is closest to the scroll position, and how far away it is. */
export function nearestPanel(tops: readonly number[], scrollY: number) {
  let index = 0;
  for (let i = 1; i < tops.length; i++) {
    if (Math.abs(tops[i]! - scrollY) < Math.abs(tops[index]! - scrollY)) index = i;
  }
  return { index, distance: Math.abs((tops[index] ?? scrollY) - scrollY) };
}

/** Where a big wheel movement goes: the next or previous panel; null scrolls normally. */
export function wheelTarget(
  tops: readonly number[],
  scrollY: number,
  direction: -1 | 1,
): number | null {
  const last = tops.length - 1;
  // Below the last panel (contact, footer) the page scrolls freely.
  if (last < 0 || scrollY > tops[last]! + EPIC_SNAP_MIN_DISTANCE_PX) return null;
  const target = nearestPanel(tops, scrollY).index + direction;
  return target >= 0 && target <= last ? tops[target]! : null;
}

/**
 * Where to settle once scrolling stops: the nearest panel, if it is more than 50 px away
 * (docs/product.md#constants-and-limits); nothing once the visitor is past the middle of the last
 * panel.
 */
export function snapTarget(
  tops: readonly number[],
  scrollY: number,
  viewportHeight: number,
): number | null {
  const last = tops.length - 1;
  if (last < 0 || scrollY > tops[last]! + viewportHeight / 2) return null;
  const { index, distance } = nearestPanel(tops, scrollY);
  return distance > EPIC_SNAP_MIN_DISTANCE_PX ? tops[index]! : null;
}

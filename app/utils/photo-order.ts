/**
 * The pure moves of docs/product.md#arranging-photos: every way of arranging (a drag, the
 * keyboard, the "Move to position" form) ends in one of these, and the whole new order is saved
 * at once (docs/decisions/0061-collections-and-orders.md).
 */

/** `position` counts from 1, as the form shows it; a number past either end means that end. */
export function clampPosition(position: number, length: number): number {
  if (!Number.isFinite(position)) return 1;
  return Math.min(Math.max(Math.trunc(position), 1), Math.max(length, 1));
}

/** The list with `id` moved to `position` (from 1); the same list when `id` is not in it. */
export function moveToPosition<T extends string>(ids: readonly T[], id: T, position: number): T[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = clampPosition(position, ids.length) - 1;
  const rest = ids.filter((_, index) => index !== from);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** The members with `added` after them, in the order given, each once. */
export function withAdded(ids: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(ids);
  const fresh = added.filter((id) => !seen.has(id) && seen.add(id));
  return [...ids, ...fresh];
}

/** The members without `removed`. */
export const without = (ids: readonly string[], removed: string) =>
  ids.filter((id) => id !== removed);

/** What a screen reader hears after a move (dnd-kit's announcements, the form's toast). */
export const movedAnnouncement = (title: string, position: number, total: number) =>
  `Moved '${title}' to position ${position} of ${total}.`;

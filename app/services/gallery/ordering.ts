import type { PhotoView } from "~/utils/photo-view";

/**
 * Featured photos first, each group keeping its order (docs/product.md#states-and-transitions, a
 * signed-in user's own gallery).
 */
export function featuredFirst(photos: PhotoView[]): PhotoView[] {
  return [...photos.filter((p) => p.featured), ...photos.filter((p) => !p.featured)];
}

/**
 * docs/product.md#states-and-transitions: for a visitor in 'all' the first photo stays first (it
 * heads the carousel) and the rest are shuffled, so every visit shows the work in a new order.
 * `random` is injectable for tests.
 */
export function keepFirstShuffleRest<T>(items: T[], random: () => number = Math.random): T[] {
  const [first, ...rest] = items;
  if (first === undefined) return [];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [first, ...rest];
}

import { db } from "~/data/db.server";
import type { Photo, PublishedPaging, PublishedSet } from "~/data/photos.server";

/** A photo's place in the gallery it was opened from, and its neighbours (wrapping). */
export interface PhotoSteps {
  position: number;
  total: number;
  previousId: string;
  nextId: string;
}

/** A published set as a gallery shows it: in its order, the first `cap` photos at most. */
export interface PhotoSequence {
  set: PublishedSet;
  cap: number;
}

/**
 * What a home permalink steps through: what the home gallery shows a visitor
 * (docs/product.md#states-and-transitions), in a stable newest-first order: one category, else the
 * featured photos, else every public photo.
 */
export async function homeSequence(category: string | null, cap: number): Promise<PhotoSequence> {
  if (category) return { set: { category, order: "newest" }, cap };
  const { photos } = await db();
  const featured: PublishedSet = { featured: true, order: "newest" };
  const anyFeatured = (await photos.listPublished(featured, { limit: 1 })).length > 0;
  return { set: anyFeatured ? featured : { order: "newest" }, cap };
}

function inSet(photo: Photo, set: PublishedSet): boolean {
  return (
    photo.isPublic &&
    (set.userId === undefined || photo.userId === set.userId) &&
    (set.category === undefined || photo.category === set.category) &&
    (set.featured === undefined || photo.featured === set.featured)
  );
}

/**
 * Where `photo` stands in a sequence and its neighbours, wrapping at both ends like the lightbox:
 * two counts and two one-photo index walks, whatever the size of the set (a 2,000-photo portfolio
 * is never read whole). Null when the photo is not in the sequence.
 */
export async function stepsIn(
  { set, cap }: PhotoSequence,
  photo: Photo,
): Promise<PhotoSteps | null> {
  if (!inSet(photo, set)) return null;
  const { photos } = await db();
  const [count, before] = await Promise.all([
    photos.countPublished(set),
    photos.countPublished(set, { before: photo }),
  ]);
  const total = Math.min(count, cap);
  const position = before + 1;
  if (position > total) return null;
  const one = async (paging: PublishedPaging) =>
    (await photos.listPublished(set, { ...paging, limit: 1 }))[0]?.id ?? photo.id;
  const last = () => (count > cap ? one({ skip: cap - 1 }) : one({ backwards: true }));
  const [previousId, nextId] = await Promise.all([
    position === 1 ? last() : one({ after: photo, backwards: true }),
    position === total ? one({}) : one({ after: photo }),
  ]);
  return { position, total, previousId, nextId };
}

/**
 * The same within a list already in hand: a portfolio in its photographer's own order
 * (docs/decisions/0061-collections-and-orders.md), which is read whole anyway.
 */
export function stepsInList(list: readonly { id: string }[], photoId: string): PhotoSteps | null {
  const index = list.findIndex((photo) => photo.id === photoId);
  if (index < 0) return null;
  const total = list.length;
  return {
    position: index + 1,
    total,
    previousId: list[(index - 1 + total) % total]!.id,
    nextId: list[(index + 1) % total]!.id,
  };
}

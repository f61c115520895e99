import type { Photo } from "~/data/photos.server";

/**
 * Tests only. `count` published photos for `userId`, written straight through the repository (no
 * image pipeline: paging needs records, not pixels). Every `featuredEvery`th is featured; the
 * categories take turns.
 */
export async function seedPublishedPhotos(
  userId: string,
  count: number,
  {
    featuredEvery = 0,
    categories = ["landscape"],
  }: { featuredEvery?: number; categories?: string[] } = {},
): Promise<Photo[]> {
  const { db } = await import("~/data/db.server");
  const { photos } = await db();
  const made: Photo[] = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await photos.create({
        userId,
        title: `Photo ${i + 1}`,
        category: categories[i % categories.length]!,
        featured: featuredEvery > 0 && i % featuredEvery === 0,
        isPublic: true,
      }),
    );
  }
  return made;
}

/** A portfolio's order worked out independently of the database: featured, newest, then id. */
export function galleryOrder(photos: readonly Photo[]): Photo[] {
  return [...photos].sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

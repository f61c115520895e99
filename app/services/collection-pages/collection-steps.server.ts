import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { portfolioSet } from "~/services/gallery/public-photos.server";
import type { PhotoSteps } from "~/services/gallery/photo-steps.server";

/**
 * A photo page opened from a collection (`?collection={slug}`, docs/product.md#collection-page):
 * its place among the collection's published photos and its neighbours, wrapping like the
 * lightbox. Null — the page keeps the portfolio's order — when the slug names no public
 * collection of this photographer (an unlisted or private one is never revealed) or the photo is
 * not among its published photos.
 */
export async function collectionSteps(
  owner: User,
  slug: string,
  photoId: string,
): Promise<PhotoSteps | null> {
  const { photoCollections, photos } = await db();
  const collection = await photoCollections.findBySlug(owner.id, slug);
  if (!collection || collection.visibility !== "public") return null;
  const published = new Set(
    (await photos.listPublished(portfolioSet(owner))).map((photo) => photo.id),
  );
  const members = collection.photoIds.filter((id) => published.has(id));
  const index = members.indexOf(photoId);
  if (index < 0) return null;
  const total = members.length;
  return {
    position: index + 1,
    total,
    previousId: members[(index - 1 + total) % total]!,
    nextId: members[(index + 1) % total]!,
  };
}

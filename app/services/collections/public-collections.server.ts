import { db } from "~/data/db.server";
import type { PhotoCollection } from "~/data/photo-collections.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { ownerPhotoViews } from "~/services/gallery/public-photos.server";
import { sanitizeHtml } from "~/services/photos/sanitize-html.server";
import type { PhotoView } from "~/utils/photo-view";

/**
 * What visitors see of collections (docs/product.md#collections): public ones only, and in them
 * published photos only; a private photo in a public collection is skipped in every answer. The
 * owner's scope is noted by findPortfolioOwner, so every collection write empties these (ADR 51).
 */

/**
 * The owner's published photos among these collections' members, by id: one read by id serves
 * every collection of the answer, however large the owner's archive.
 */
async function publishedById(owner: User, shown: PhotoCollection[]): Promise<Map<string, Photo>> {
  const { photos } = await db();
  const ids = [...new Set(shown.flatMap((collection) => collection.photoIds))];
  const published = await photos.findOwnByIds(owner.id, ids, { published: true });
  return new Map(published.map((photo) => [photo.id, photo]));
}

const publishedMembers = (collection: PhotoCollection, published: Map<string, Photo>) =>
  collection.photoIds.flatMap((id) => {
    const photo = published.get(id);
    return photo ? [photo] : [];
  });

export interface PublicCollectionView {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The chosen cover when it is published, else the first published photo. */
  coverPhoto: PhotoView | null;
  /** Its published photos. */
  photoCount: number;
}

async function publicView(
  collection: PhotoCollection,
  members: Photo[],
  owner: User,
): Promise<PublicCollectionView> {
  const chosen = members.find((photo) => photo.id === collection.coverPhotoId);
  const cover = chosen ?? members[0];
  const [coverPhoto] = cover ? await ownerPhotoViews([cover], owner) : [];
  return {
    id: collection.id,
    slug: collection.slug,
    title: collection.title,
    description: sanitizeHtml(collection.description),
    coverPhoto: coverPhoto ?? null,
    photoCount: members.length,
  };
}

/**
 * GET /api/portfolio/{identifier}/collections: the public ones, in the photographer's order, that
 * show at least one photo; an empty one (nothing in it yet, or only private photos) is not listed,
 * as a category button is not offered for an empty page. Its own address still answers.
 */
export async function publicCollections(owner: User): Promise<PublicCollectionView[]> {
  const { photoCollections } = await db();
  const shown = (await photoCollections.listByUser(owner.id)).filter(
    (collection) => collection.visibility === "public",
  );
  if (!shown.length) return [];
  const published = await publishedById(owner, shown);
  const withMembers = shown
    .map((collection) => ({ collection, members: publishedMembers(collection, published) }))
    .filter(({ members }) => members.length > 0);
  return Promise.all(
    withMembers.map(({ collection, members }) => publicView(collection, members, owner)),
  );
}

/**
 * GET /api/portfolio/{identifier}/collections/{slug}: the collection and its published photos in
 * order; null (one 404) for an unknown slug, an unlisted or a private collection alike.
 */
export async function publicCollection(
  owner: User,
  slug: string,
): Promise<{ collection: PublicCollectionView; photos: PhotoView[] } | null> {
  const { photoCollections } = await db();
  const collection = await photoCollections.findBySlug(owner.id, slug);
  if (!collection || collection.visibility !== "public") return null;
  const members = publishedMembers(collection, await publishedById(owner, [collection]));
  return {
    collection: await publicView(collection, members, owner),
    photos: await ownerPhotoViews(members, owner),
  };
}

import { listMyPhotos } from "~/services/photos/index.server";
import {
  getOwnCollection,
  listOwnCollections,
  type OwnCollectionView,
} from "~/services/collections/own-collections.server";
import { inPortfolioOrder, portfolioOrderOf } from "~/services/collections/portfolio-order.server";
import type { PhotoView } from "~/utils/photo-view";

/**
 * What the Collections tab and the arrange views of My Photos show (docs/product.md#my-photos),
 * read through the collections services (docs/decisions/0061-collections-and-orders.md).
 */

const byId = (photos: PhotoView[]) => new Map(photos.map((photo) => [photo.id, photo]));

/** The members in their order as views; an id whose photo is gone is left out. */
const membersOf = (ids: readonly string[], photos: Map<string, PhotoView>) =>
  ids.flatMap((id) => {
    const photo = photos.get(id);
    return photo ? [photo] : [];
  });

export interface CollectionSummary extends OwnCollectionView {
  cover: PhotoView | null;
}

/** The Collections tab: the photographer's collections in their order, each with its cover. */
export async function collectionsOverview(userId: string): Promise<CollectionSummary[]> {
  const [collections, photos] = await Promise.all([
    listOwnCollections(userId),
    listMyPhotos(userId),
  ]);
  const views = byId(photos);
  return collections.map((collection) => ({
    ...collection,
    cover: collection.coverPhotoId ? (views.get(collection.coverPhotoId) ?? null) : null,
  }));
}

/** The choices a form offers: the photographer's collections by title, in their order. */
export async function collectionChoices(userId: string) {
  return (await listOwnCollections(userId)).map(({ id, title }) => ({ id, title }));
}

/** One collection with its photos in its order (its page in My Photos). */
export async function collectionWithPhotos(userId: string, id: string) {
  const [collection, photos] = await Promise.all([
    getOwnCollection(userId, id),
    listMyPhotos(userId),
  ]);
  return { collection, photos: membersOf(collection.photoIds, byId(photos)) };
}

/** The portfolio's default order (docs/product.md#public-portfolio-and-templates): featured, then newest. */
function defaultOrder(a: PhotoView, b: PhotoView) {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

/**
 * Every photo of the photographer as their portfolio orders them, private ones in their place
 * too (a visitor never sees those): what "Arrange portfolio" shows and its form moves.
 */
export async function portfolioArrangement(userId: string): Promise<PhotoView[]> {
  const [photos, order] = await Promise.all([listMyPhotos(userId), portfolioOrderOf(userId)]);
  return inPortfolioOrder([...photos].sort(defaultOrder), order ?? []);
}

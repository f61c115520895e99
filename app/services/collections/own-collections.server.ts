import { DuplicateKeyError } from "~/data/collection";
import { db } from "~/data/db.server";
import type { CollectionVisibility, PhotoCollection } from "~/data/photo-collections.server";
import {
  checkedDescription,
  checkedSlug,
  checkedTitle,
  checkedVisibility,
  slugFromTitle,
} from "./collection-fields.server";
import { CollectionInputError, CollectionNotFoundError } from "./errors.server";
import { checkedOwnPhotoIds } from "./own-photo-ids.server";

/** A clash on create tries 'iceland-2', 'iceland-3' … this far before giving up. */
const MAX_SLUG_SUFFIX = 1_000;

/** A collection as its owner sees it (docs/product.md#collections). */
export function toOwnCollectionView(collection: PhotoCollection) {
  const { id, slug, title, description, visibility, photoIds, position } = collection;
  return {
    id,
    slug,
    title,
    description,
    visibility,
    /** The cover shown: the one chosen, else the first photo, else none. */
    coverPhotoId: collection.coverPhotoId ?? photoIds.at(0) ?? null,
    coverChosen: collection.coverPhotoId !== null,
    photoIds,
    photoCount: photoIds.length,
    position,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}
export type OwnCollectionView = ReturnType<typeof toOwnCollectionView>;

async function ownCollection(userId: string, id: string): Promise<PhotoCollection> {
  const { photoCollections } = await db();
  const collection = await photoCollections.findById(id);
  if (!collection || collection.userId !== userId) throw new CollectionNotFoundError();
  return collection;
}

const slugTaken = (slug: string) =>
  new CollectionInputError(`Another of your collections already uses the address "${slug}".`);

/** GET /api/collections: mine, in my order, each with its photo count. */
export async function listOwnCollections(userId: string): Promise<OwnCollectionView[]> {
  const { photoCollections } = await db();
  return (await photoCollections.listByUser(userId)).map(toOwnCollectionView);
}

export async function getOwnCollection(userId: string, id: string): Promise<OwnCollectionView> {
  return toOwnCollectionView(await ownCollection(userId, id));
}

/** A new, empty collection, last in the photographer's order; its slug made unique with -2, -3 … */
export async function createCollection(
  userId: string,
  input: { title: unknown; description?: unknown; visibility?: unknown },
): Promise<OwnCollectionView> {
  const title = checkedTitle(input.title);
  const description = checkedDescription(input.description ?? "");
  const visibility: CollectionVisibility =
    input.visibility === undefined ? "private" : checkedVisibility(input.visibility);
  const base = slugFromTitle(title);
  const { photoCollections } = await db();
  for (let n = 1; n <= MAX_SLUG_SUFFIX; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      const made = await photoCollections.create({ userId, title, slug, description, visibility });
      return toOwnCollectionView(made);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  throw slugTaken(base);
}

export interface CollectionChanges {
  title?: unknown;
  slug?: unknown;
  description?: unknown;
  visibility?: unknown;
  /** One of the collection's photos, or null for the default (its first). */
  coverPhotoId?: unknown;
}

/**
 * PATCH: only what is sent changes. A new title keeps the slug (addresses already shared keep
 * working); a slug another of the photographer's collections has is refused, not renamed.
 */
export async function updateCollection(
  userId: string,
  id: string,
  changes: CollectionChanges,
): Promise<OwnCollectionView> {
  const existing = await ownCollection(userId, id);
  const patch: Parameters<Awaited<ReturnType<typeof db>>["photoCollections"]["update"]>[1] = {};
  if (changes.title !== undefined) patch.title = checkedTitle(changes.title);
  if (changes.slug !== undefined) patch.slug = checkedSlug(changes.slug);
  if (changes.description !== undefined)
    patch.description = checkedDescription(changes.description);
  if (changes.visibility !== undefined) patch.visibility = checkedVisibility(changes.visibility);
  if (changes.coverPhotoId !== undefined) {
    const cover = changes.coverPhotoId;
    if (cover !== null && (typeof cover !== "string" || !existing.photoIds.includes(cover))) {
      throw new CollectionInputError("The cover must be one of the collection's photos.");
    }
    patch.coverPhotoId = cover;
  }
  const { photoCollections } = await db();
  try {
    const updated = await photoCollections.update(id, patch);
    if (!updated) throw new CollectionNotFoundError();
    return toOwnCollectionView(updated);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw slugTaken(patch.slug ?? existing.slug);
    throw error;
  }
}

/** The collection goes, and every share link to it (ADR 63); its photos stay where they are. */
export async function deleteCollection(userId: string, id: string): Promise<void> {
  await ownCollection(userId, id);
  const { photoCollections, shareLinks } = await db();
  // Links first: a failure between the two leaves a collection, never a link to nothing.
  await shareLinks.deleteByCollection(id);
  await photoCollections.delete(id);
}

/**
 * PUT …/photos: the members and their order at once; an id that is not one of the
 * photographer's photos, or one given twice, refuses the whole list. A chosen cover that left
 * goes back to the default.
 */
export async function setCollectionPhotos(
  userId: string,
  id: string,
  photoIds: string[],
): Promise<OwnCollectionView> {
  const existing = await ownCollection(userId, id);
  const checked = await checkedOwnPhotoIds(userId, photoIds);
  const { photoCollections } = await db();
  const cover = existing.coverPhotoId;
  const clearCover = cover !== null && !checked.includes(cover);
  const updated = await photoCollections.setPhotos(id, checked, { clearCover });
  if (!updated) throw new CollectionNotFoundError();
  return toOwnCollectionView(updated);
}

/**
 * PUT /api/collections/order: the order of the photographer's collections, naming each of them
 * once; only the ones that moved are written.
 */
export async function setCollectionsOrder(
  userId: string,
  collectionIds: string[],
): Promise<OwnCollectionView[]> {
  const { photoCollections } = await db();
  const mine = await photoCollections.listByUser(userId);
  const named = new Set(collectionIds);
  if (
    named.size !== collectionIds.length ||
    named.size !== mine.length ||
    mine.some((collection) => !named.has(collection.id))
  ) {
    throw new CollectionInputError("Name each of your collections once.");
  }
  const positions = new Map(mine.map((collection) => [collection.id, collection.position]));
  for (const [position, id] of collectionIds.entries()) {
    if (positions.get(id) !== position) await photoCollections.setPosition(id, position);
  }
  return listOwnCollections(userId);
}

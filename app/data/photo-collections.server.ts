import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * A photographer's collection of their photos, a series in their own order
 * (docs/product.md#collections, docs/decisions/0061-collections-and-orders.md). Named
 * PhotoCollection: `Collection` (collection.ts) is a database table.
 */
export const COLLECTION_VISIBILITIES = ["public", "unlisted", "private"] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

export interface PhotoCollection {
  id: string;
  userId: string;
  title: string;
  /** From the title, editable; unique per photographer (their collection's address). */
  slug: string;
  /** Sanitised HTML, like a photo's description. */
  description: string;
  visibility: CollectionVisibility;
  /** The photo shown for the collection; null means its first photo. */
  coverPhotoId: string | null;
  /** The members in their order: one array, so any reordering is one write (ADR 61). */
  photoIds: string[];
  /** Where it stands among its owner's collections (ascending). */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

type PhotoCollectionDoc = Omit<PhotoCollection, "id" | "coverPhotoId"> & {
  _id: string;
  coverPhotoId?: string;
};

export const photoCollectionSchema = documentSchema({
  userId: { type: String, required: true },
  title: { type: String, required: true, trim: true },
  slug: { type: String, required: true },
  description: { type: String, default: "" },
  visibility: { type: String, enum: COLLECTION_VISIBILITIES, required: true },
  coverPhotoId: optionalString,
  photoIds: { type: [String], default: [] },
  position: { type: Number, required: true },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
photoCollectionSchema.index({ userId: 1, slug: 1 }, { unique: true });
// A photographer's collections in their order (their list, their public collections page).
photoCollectionSchema.index({ userId: 1, position: 1 });

export type NewPhotoCollection = Pick<PhotoCollection, "userId" | "title" | "slug"> &
  Partial<Pick<PhotoCollection, "description" | "visibility" | "photoIds">>;

export type PhotoCollectionPatch = Partial<
  Pick<PhotoCollection, "title" | "slug" | "description" | "visibility" | "coverPhotoId">
>;

const toCollection = (doc: PhotoCollectionDoc): PhotoCollection => {
  const entity = toEntity<PhotoCollection>(doc);
  return { ...entity, coverPhotoId: entity.coverPhotoId ?? null };
};

export function createPhotoCollectionsRepository(collections: Collection<PhotoCollectionDoc>) {
  const entity = (doc: PhotoCollectionDoc | null) => (doc ? toCollection(doc) : null);

  return {
    /** Last in its owner's order. Throws DuplicateKeyError("slug") when the slug is taken. */
    async create(input: NewPhotoCollection): Promise<PhotoCollection> {
      const [last] = await collections.find(
        { userId: input.userId },
        { sort: { position: -1 }, limit: 1, projection: { position: 1 } },
      );
      const now = new Date();
      const doc = await slugClash(() =>
        collections.insert({
          _id: newId(),
          userId: input.userId,
          title: input.title,
          slug: input.slug,
          description: input.description ?? "",
          visibility: input.visibility ?? "private",
          photoIds: input.photoIds ?? [],
          position: (last?.position ?? -1) + 1,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return toCollection(doc);
    },

    findById: async (id: string) => entity(await collections.findOne({ _id: id })),
    findBySlug: async (userId: string, slug: string) =>
      entity(await collections.findOne({ userId, slug })),

    /** A photographer's collections in their order. */
    async listByUser(userId: string): Promise<PhotoCollection[]> {
      // Positions are distinct (each new one is last): the index alone gives the order.
      const docs = await collections.find({ userId }, { sort: { position: 1 } });
      return docs.map(toCollection);
    },

    /** Throws DuplicateKeyError("slug") on a taken slug; a null cover goes back to the default. */
    async update(id: string, patch: PhotoCollectionPatch): Promise<PhotoCollection | null> {
      const { coverPhotoId, ...fields } = patch;
      const $set: Record<string, unknown> = { ...fields, updatedAt: new Date() };
      if (coverPhotoId) $set.coverPhotoId = coverPhotoId;
      const update = coverPhotoId === null ? { $set, $unset: { coverPhotoId: true as const } } : { $set };
      return entity(await slugClash(() => collections.updateOne({ _id: id }, update)));
    },

    /** The members and their order, in one write; `clearCover` puts the cover back to the first. */
    async setPhotos(id: string, photoIds: string[], { clearCover = false } = {}) {
      const $set = { photoIds, updatedAt: new Date() };
      const update = clearCover ? { $set, $unset: { coverPhotoId: true as const } } : { $set };
      return entity(await collections.updateOne({ _id: id }, update));
    },

    setPosition: async (id: string, position: number) =>
      entity(await collections.updateOne({ _id: id }, { $set: { position, updatedAt: new Date() } })),

    /**
     * A deleted photo leaves every collection of its owner (and stops being a cover); returns
     * how many collections held it.
     */
    async removePhoto(userId: string, photoId: string): Promise<number> {
      const holding = await collections.updateMany(
        { userId, photoIds: photoId },
        { $pull: { photoIds: photoId }, $set: { updatedAt: new Date() } },
      );
      await collections.updateMany(
        { userId, coverPhotoId: photoId },
        { $unset: { coverPhotoId: true } },
      );
      return holding;
    },

    delete: (id: string) => collections.deleteOne({ _id: id }),
    deleteByUser: (userId: string) => collections.deleteMany({ userId }),
  };
}

export type PhotoCollectionsRepository = ReturnType<typeof createPhotoCollectionsRepository>;

async function slugClash<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new DuplicateKeyError("slug");
    throw error;
  }
}

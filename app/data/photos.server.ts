import { randomBytes } from "node:crypto";
import { Schema } from "mongoose";
import type { Collection, Filter } from "./collection";
import {
  documentSchema,
  nestedSchema,
  optionalString,
  requiredDate,
} from "./document-schema.server";
import { derivativeListField, type StoredDerivative } from "./derivative-schema.server";
import { escapeRegExp, patchToUpdate, toEntity, type Patch } from "./entity.server";
import { newId } from "./ids.server";
import type { Sort } from "./index-plan";
import { reversedSort, withKeyset } from "./keyset";
import {
  RIGHTS_FIELDS,
  RIGHTS_MAX_LENGTH,
  parseLicense,
  type LicenseValue,
  type PhotoRights,
} from "~/utils/photo-rights";
import type { PhotoBasics } from "~/utils/photo-view";

export type PhotoDerivative = StoredDerivative;

/** Its own fields beside those its view shares (PhotoBasics, utils/photo-view.ts). */
export interface Photo extends PhotoBasics {
  /**
   * Part of every public derivative URL (docs/product.md#image-pipeline): a new one each time
   * `isPublic` is written, so URLs cached while a photo was public die when it goes private and
   * never come back.
   */
  publicationKey?: string;
  /**
   * Public when its owner was suspended: withheld from view meanwhile (`isPublic` false) and
   * published again on reinstatement (docs/decisions/0043-suspending-and-deleting-accounts.md).
   */
  publicBeforeSuspension?: boolean;
  aiAltText?: string;
  width?: number;
  height?: number;
  originalKey?: string;
  originalMime?: string;
  originalSize?: number;
  /** SHA-256 (hex) of the original's bytes as the server received them (ADR 44). */
  sha256?: string;
  /** The browser's SHA-256 of the file as chosen, when it sent a re-encoded copy (ADR 44). */
  chosenSha256?: string;
  derivatives: PhotoDerivative[];
  /** Set while derivatives left for after the upload (ADR 34) are still to be made. */
  derivativesPending?: boolean;
  /** Set while the derivatives are re-made to carry changed rights (ADR 48). */
  rightsPending?: boolean;
  /** A fingerprint of the rights metadata the derivatives carry; absent: none (ADR 48). */
  rightsEmbedHash?: string;
  placeholder?: string;
  dominantColors?: string[];
  exif?: Record<string, unknown>;
  /** Private to the owner: never published (docs/product.md#image-pipeline). */
  gps?: { lat: number; lng: number };
  takenAt?: Date;
  /** The IPTC rights fields, from the file or the owner; only the non-empty ones are kept. */
  rights?: PhotoRights;
  /** Absent: the photographer's default licence applies. */
  license?: LicenseValue;
  /**
   * The name of the file it was uploaded or imported as, its base name only (ADR 66,
   * utils/original-file-name.ts); absent on photos stored before it was kept. Private to the
   * owner: a file name can name a client or a place, so no public view carries it.
   */
  originalFileName?: string;
  /** Where an imported photo came from: imports skip items a user already has. */
  source?: { provider: "google"; itemId: string };
  createdAt: Date;
  updatedAt: Date;
}

type Defaulted = "description" | "category" | "tags" | "featured" | "isPublic" | "aiTags";
export type NewPhoto = Omit<Photo, "id" | "imageType" | "derivatives" | Defaulted | "createdAt" | "updatedAt"> &
  Partial<Pick<Photo, "id" | "derivatives" | Defaulted>>;
export type PhotoPatch = Patch<Omit<Photo, "id" | "userId" | "imageType" | "createdAt" | "updatedAt">>;

export interface PhotoFilter {
  isPublic?: boolean;
  featured?: boolean;
  category?: string;
  /** Case-insensitive text searched in title and description. */
  search?: string;
}

type PhotoDoc = Omit<Photo, "id"> & { _id: string };

const rightsText = { type: String, required: false, trim: true, minlength: 1, maxlength: RIGHTS_MAX_LENGTH };

/** Each rights field is optional text; an empty one is left out rather than stored. */
const rightsSchema = nestedSchema(
  Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, rightsText])),
);

const licenseField = {
  type: String,
  required: false,
  validate: {
    validator: (value: unknown) => value == null || parseLicense(value) === value,
    message: "Not a licence: a known licence's identifier or an http(s) address.",
  },
};

export const photoSchema = documentSchema({
  userId: { type: String, required: true },
  title: { type: String, default: "" },
  description: { type: String, default: "" },
  category: { type: String, required: true, default: "other" },
  tags: { type: [String], default: [] },
  featured: { type: Boolean, required: true, default: false },
  isPublic: { type: Boolean, required: true, default: false },
  publicationKey: optionalString,
  publicBeforeSuspension: { type: Boolean, default: undefined },
  aiAltText: optionalString,
  aiTags: { type: [String], default: [] },
  imageType: { type: String, enum: ["photo"], required: true, default: "photo" },
  width: Number,
  height: Number,
  originalKey: optionalString,
  originalMime: optionalString,
  originalSize: Number,
  sha256: optionalString,
  chosenSha256: optionalString,
  derivatives: derivativeListField,
  derivativesPending: { type: Boolean, default: undefined },
  rightsPending: { type: Boolean, default: undefined },
  rightsEmbedHash: optionalString,
  placeholder: optionalString,
  // Mongoose gives every array an empty default; these stay absent until the pipeline fills them.
  dominantColors: { type: [String], default: undefined },
  exif: { type: Schema.Types.Mixed },
  gps: nestedSchema({ lat: { type: Number, required: true }, lng: { type: Number, required: true } }),
  takenAt: Date,
  rights: rightsSchema,
  license: licenseField,
  originalFileName: optionalString,
  source: nestedSchema({
    provider: { type: String, enum: ["google"], required: true },
    itemId: { type: String, required: true },
  }),
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
// A photographer's own list (My Photos), newest first.
photoSchema.index({ userId: 1, createdAt: -1 });
// Published lists in their orders (listPublished): a portfolio, all and by category, featured
// first; the home set (everyone's, featured or by category) newest first. Each ends in `_id` so
// every photo has one place: keyset pages and permalink neighbours are index walks.
photoSchema.index({ userId: 1, isPublic: 1, featured: -1, createdAt: -1, _id: -1 });
photoSchema.index({ userId: 1, isPublic: 1, category: 1, featured: -1, createdAt: -1, _id: -1 });
photoSchema.index({ isPublic: 1, createdAt: -1, _id: -1 });
photoSchema.index({ isPublic: 1, featured: 1, createdAt: -1, _id: -1 });
photoSchema.index({ isPublic: 1, category: 1, createdAt: -1, _id: -1 });
photoSchema.index({ "source.itemId": 1 }, { sparse: true });
// Duplicate checks: does this photographer already have a photo with these bytes (ADR 44)?
photoSchema.index({ userId: 1, sha256: 1 });
photoSchema.index({ userId: 1, chosenSha256: 1 });
// Start-up finds the few photos whose deferred derivatives a stopped process left unmade.
photoSchema.index({ derivativesPending: 1 }, { sparse: true });
// The same for derivatives being re-made with changed rights (ADR 48).
photoSchema.index({ rightsPending: 1 }, { sparse: true });
// Every start looks for photos stored before publication keys (addMissingPublicationKeys): with
// this index it finds none without reading every photo. Not sparse: the missing are what it finds.
photoSchema.index({ publicationKey: 1 });

function toFilter({ isPublic, featured, category, search }: PhotoFilter): Filter {
  const filter: Filter = {};
  if (isPublic !== undefined) filter.isPublic = isPublic;
  if (featured !== undefined) filter.featured = featured;
  if (category !== undefined) filter.category = category;
  if (search?.trim()) {
    const pattern = new RegExp(escapeRegExp(search.trim()), "i");
    filter.$or = [{ title: { $regex: pattern } }, { description: { $regex: pattern } }];
  }
  return filter;
}

const NEWEST_FIRST = { sort: { createdAt: -1 as const } };

/** The orders published photos are listed in: a portfolio's, and the home set's. */
export const PHOTO_ORDERS = {
  featuredFirst: { featured: -1, createdAt: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
} as const satisfies Record<string, Sort>;
export type PhotoOrder = keyof typeof PHOTO_ORDERS;

/** Where a photo stands in either order: what paging needs to go on from it. */
export type PhotoPosition = Pick<Photo, "id" | "featured" | "createdAt">;

/** A set of published photos: one owner's or everyone's, all or one category or the featured. */
export interface PublishedSet {
  userId?: string;
  category?: string;
  featured?: boolean;
  order: PhotoOrder;
}

export interface PublishedPaging {
  /** Start just past this photo (keyset paging); it need not be in the set any more. */
  after?: PhotoPosition;
  /** Walk the order backwards (previous photos, the last one). */
  backwards?: boolean;
  limit?: number;
  skip?: number;
}

function publishedFilter({ userId, category, featured }: Omit<PublishedSet, "order">): Filter {
  return {
    ...(userId === undefined ? {} : { userId }),
    isPublic: true,
    ...(category === undefined ? {} : { category }),
    ...(featured === undefined ? {} : { featured }),
  };
}

const positionKey = (p: PhotoPosition) => ({ _id: p.id, featured: p.featured, createdAt: p.createdAt });

/** Unguessable, and a valid object-key segment (hex: starts with a letter or digit). */
export const newPublicationKey = () => randomBytes(12).toString("hex");

/** Any write of `isPublic` (publish, unpublish, even a repeat) takes a new publication key. */
function withPublication(patch: PhotoPatch): PhotoPatch {
  return patch.isPublic === undefined ? patch : { ...patch, publicationKey: newPublicationKey() };
}

export function createPhotosRepository(photos: Collection<PhotoDoc>) {
  const entities = (docs: PhotoDoc[]) => docs.map((doc) => toEntity<Photo>(doc));

  return {
    async create(input: NewPhoto): Promise<Photo> {
      const now = new Date();
      const { id = newId(), ...fields } = input;
      // Fields left out take the schema's defaults, in both engines.
      const doc = await photos.insert({
        publicationKey: newPublicationKey(),
        ...fields,
        _id: id,
        createdAt: now,
        updatedAt: now,
      } as PhotoDoc);
      return toEntity<Photo>(doc);
    },

    async findById(id: string): Promise<Photo | null> {
      const doc = await photos.findOne({ _id: id });
      return doc ? toEntity<Photo>(doc) : null;
    },

    /** A user's photos, newest first. */
    listByUser: async (userId: string, filter: PhotoFilter = {}) =>
      entities(await photos.find({ ...toFilter(filter), userId }, NEWEST_FIRST)),

    /** Everyone's public photos, newest first. */
    listPublic: async ({
      limit,
      skip,
      ...filter
    }: Omit<PhotoFilter, "isPublic"> & { limit?: number; skip?: number } = {}) =>
      entities(
        await photos.find(
          { ...toFilter(filter), isPublic: true },
          { ...NEWEST_FIRST, limit, skip },
        ),
      ),

    /** A page of a published set in its order, by keyset (never more than `limit` are read). */
    async listPublished(set: PublishedSet, paging: PublishedPaging = {}): Promise<Photo[]> {
      const order = PHOTO_ORDERS[set.order];
      const sort = paging.backwards ? reversedSort(order) : order;
      const { limit, skip } = paging;
      const after = paging.after && positionKey(paging.after);
      return entities(await photos.find(publishedFilter(set), { sort, after, limit, skip }));
    },

    /** Whether a published set holds any photo: one index entry read, no document. */
    async hasPublished(set: Omit<PublishedSet, "order">): Promise<boolean> {
      const first = await photos.find(publishedFilter(set), { limit: 1, projection: { _id: 1 } });
      return first.length > 0;
    },

    /** How many photos a published set holds, or how many come before `before` in its order. */
    countPublished: (set: PublishedSet, { before }: { before?: PhotoPosition } = {}) => {
      const filter = publishedFilter(set);
      const order = reversedSort(PHOTO_ORDERS[set.order]);
      return photos.count(before ? withKeyset(filter, order, positionKey(before)) : filter);
    },

    /** Per owner of public photos: how many they have and when the newest was added. */
    async publicCountsByOwner(): Promise<{ userId: string; count: number; newest: Date }[]> {
      const groups = await photos.group({ isPublic: true }, "userId", "createdAt");
      return groups.map(({ key, count, latest }) => ({
        userId: String(key),
        count,
        newest: new Date(latest as Date),
      }));
    },

    /** All photos regardless of owner or visibility (admin views), newest first. */
    listAll: async ({ limit, ...filter }: PhotoFilter & { limit?: number } = {}) =>
      entities(await photos.find(toFilter(filter), { ...NEWEST_FIRST, limit })),

    async update(id: string, patch: PhotoPatch): Promise<Photo | null> {
      const update = patchToUpdate(withPublication(patch), new Date());
      const doc = await photos.updateOne({ _id: id }, update);
      return doc ? toEntity<Photo>(doc) : null;
    },

    /** Start-up migration: photos stored before publication keys get one; idempotent. */
    async addMissingPublicationKeys(): Promise<number> {
      const missing = await photos.find(
        { publicationKey: { $exists: false } },
        { projection: { _id: 1 } },
      );
      for (const { _id } of missing) {
        await photos.updateOne(
          { _id, publicationKey: { $exists: false } },
          { $set: { publicationKey: newPublicationKey() } },
        );
      }
      return missing.length;
    },

    /** Photos whose deferred derivatives (ADR 34) are still to be made. */
    async listDerivativesPending(): Promise<string[]> {
      const docs = await photos.find({ derivativesPending: true }, { projection: { _id: 1 } });
      return docs.map((doc) => doc._id);
    },

    /**
     * Adds deferred derivatives to a photo still waiting for them, and marks it complete; null
     * when the photo is gone or another process completed it first.
     */
    async addDeferredDerivatives(id: string, added: PhotoDerivative[]): Promise<Photo | null> {
      const doc = await photos.updateOne(
        { _id: id, derivativesPending: true },
        {
          $push: { derivatives: { $each: added } },
          $unset: { derivativesPending: true },
          $set: { updatedAt: new Date() },
        },
      );
      return doc ? toEntity<Photo>(doc) : null;
    },

    /** Photos whose derivatives are waiting to be re-made with changed rights (ADR 48). */
    async listRightsPending(): Promise<string[]> {
      const docs = await photos.find({ rightsPending: true }, { projection: { _id: 1 } });
      return docs.map((doc) => doc._id);
    },

    /** How many of a photographer's photos still wait for their rights to be re-made. */
    countRightsPending: (userId: string) => photos.count({ userId, rightsPending: true }),

    /**
     * Swaps in derivatives re-made with changed rights, in one update, and marks the photo done;
     * null when the photo is gone or no longer waits for them (ADR 48).
     */
    async replaceRightsDerivatives(
      id: string,
      derivatives: PhotoDerivative[],
      rightsEmbedHash: string,
    ): Promise<Photo | null> {
      const doc = await photos.updateOne(
        { _id: id, rightsPending: true },
        {
          $set: { derivatives, rightsEmbedHash, updatedAt: new Date() },
          $unset: { rightsPending: true },
        },
      );
      return doc ? toEntity<Photo>(doc) : null;
    },

    /** Which of these ids name photos of `userId`: the ids alone, read through the primary key. */
    async ownedIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const docs = await photos.find({ _id: { $in: ids }, userId }, { projection: { _id: 1 } });
      return new Set(docs.map((doc) => doc._id));
    },

    /**
     * The photos of `userId` among these ids (only the published ones when asked), in no
     * particular order: a collection's members are read by id, never by reading the archive.
     */
    async findOwnByIds(userId: string, ids: string[], { published = false } = {}): Promise<Photo[]> {
      if (!ids.length) return [];
      const filter = { _id: { $in: ids }, userId, ...(published ? { isPublic: true } : {}) };
      return entities(await photos.find(filter));
    },

    /** Which of these provider item ids the user already has as photos. */
    async importedItemIds(userId: string, provider: "google", itemIds: string[]): Promise<Set<string>> {
      if (!itemIds.length) return new Set();
      const docs = await photos.find(
        { userId, "source.provider": provider, "source.itemId": { $in: itemIds } },
        { projection: { source: 1 } },
      );
      return new Set(docs.flatMap((doc) => (doc.source ? [doc.source.itemId] : [])));
    },

    /**
     * The user's photos whose original, or whose file as chosen, has one of these SHA-256 hashes
     * (ADR 44); photos stored before hashes were kept have neither and never match.
     */
    async findBySha256(userId: string, hashes: string[]): Promise<Photo[]> {
      if (!hashes.length) return [];
      const docs = await photos.find(
        { userId, $or: [{ sha256: { $in: hashes } }, { chosenSha256: { $in: hashes } }] },
        NEWEST_FIRST,
      );
      return entities(docs);
    },

    /**
     * Withdraws a suspended owner's public photos from view, marking them to come back; new
     * publication keys, so URLs cached while they were public die (one key per call: every
     * photo it covers is equally private meanwhile). Returns how many were withheld.
     */
    withholdPublicOf: (userId: string) =>
      photos.updateMany(
        { userId, isPublic: true },
        {
          $set: {
            isPublic: false,
            publicBeforeSuspension: true,
            publicationKey: newPublicationKey(),
            updatedAt: new Date(),
          },
        },
      ),

    /** Publishes again what withholdPublicOf withdrew, under new keys. Returns how many. */
    restoreWithheldOf: (userId: string) =>
      photos.updateMany(
        { userId, publicBeforeSuspension: true },
        {
          $set: { isPublic: true, publicationKey: newPublicationKey(), updatedAt: new Date() },
          $unset: { publicBeforeSuspension: true },
        },
      ),

    delete: (id: string) => photos.deleteOne({ _id: id }),
    deleteByUser: (userId: string) => photos.deleteMany({ userId }),
    countByUser: (userId: string, filter: PhotoFilter = {}) =>
      photos.count({ ...toFilter(filter), userId }),
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;

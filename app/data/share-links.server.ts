import { createHash } from "node:crypto";
import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { patchToUpdate, toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * Client share links: one address (`/s/{token}`) giving a client one collection
 * (docs/product.md#share-links, docs/decisions/0063-share-links.md). Only the SHA-256 of the
 * token is stored, and the repository hashes the token itself (as invitations do), so neither the
 * database nor a backup holds an address that works, and no caller can store one in clear.
 */
export const SHARE_DOWNLOADS = ["none", "web", "original"] as const;
export type ShareDownloads = (typeof SHARE_DOWNLOADS)[number];

export interface ShareLink {
  id: string;
  /** The photographer who made it: the collection's owner. */
  userId: string;
  collectionId: string;
  /** The photographer's own name for it ("Smith wedding — family"). */
  label: string;
  /** The app's password hash (passwords.server.ts), never the password; null: no password. */
  passwordHash: string | null;
  expiresAt: Date | null;
  downloads: ShareDownloads;
  favourites: boolean;
  /** How many favourites each guest may choose ("choose up to 30"); null: no limit. */
  favouritesLimit: number | null;
  watermark: boolean;
  revokedAt: Date | null;
  /** Gallery pages shown through it. */
  viewCount: number;
  /** Files and zips downloaded through it. */
  downloadCount: number;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

type ShareLinkDoc = Omit<
  ShareLink,
  "id" | "passwordHash" | "expiresAt" | "revokedAt" | "lastUsedAt" | "favouritesLimit"
> & {
  _id: string;
  tokenHash: string;
  passwordHash?: string;
  favouritesLimit?: number;
  expiresAt?: Date;
  revokedAt?: Date;
  lastUsedAt?: Date;
};

export const shareLinkSchema = documentSchema({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: String, required: true },
  collectionId: { type: String, required: true },
  label: { type: String, default: "" },
  passwordHash: optionalString,
  expiresAt: { type: Date, required: false },
  downloads: { type: String, enum: SHARE_DOWNLOADS, required: true },
  favourites: { type: Boolean, required: true, default: false },
  favouritesLimit: { type: Number, required: false, min: 1 },
  watermark: { type: Boolean, required: true, default: false },
  revokedAt: { type: Date, required: false },
  viewCount: { type: Number, required: true, default: 0 },
  downloadCount: { type: Number, required: true, default: 0 },
  lastUsedAt: { type: Date, required: false },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
// A collection's links, for its owner's list and for deleting them with it.
shareLinkSchema.index({ collectionId: 1, createdAt: 1 });
shareLinkSchema.index({ userId: 1 });

/** SHA-256 (hex) of a link's token: what is stored and looked up. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const toShareLink = (doc: ShareLinkDoc): ShareLink => {
  const entity = toEntity<ShareLink>(doc, ["tokenHash"]);
  return {
    ...entity,
    passwordHash: entity.passwordHash ?? null,
    expiresAt: entity.expiresAt ?? null,
    revokedAt: entity.revokedAt ?? null,
    lastUsedAt: entity.lastUsedAt ?? null,
    favouritesLimit: entity.favouritesLimit ?? null,
  };
};
const entity = (doc: ShareLinkDoc | null) => (doc ? toShareLink(doc) : null);

export type NewShareLink = Pick<
  ShareLink,
  "userId" | "collectionId" | "label" | "downloads" | "favourites" | "watermark"
> & {
  token: string;
  passwordHash: string | null;
  expiresAt: Date | null;
  favouritesLimit?: number | null;
};

export type ShareLinkPatch = Partial<
  Pick<
    ShareLink,
    | "label"
    | "passwordHash"
    | "expiresAt"
    | "downloads"
    | "favourites"
    | "favouritesLimit"
    | "watermark"
  >
>;

/**
 * What belongs to a link and goes when it is deleted (guests, their favourites, its activity;
 * ADR 66): a revocation keeps them, so the photographer still sees what was chosen.
 */
export interface LinkDependents {
  deleteByLinks(linkIds: string[]): Promise<number>;
  deleteByUser(userId: string): Promise<number>;
}

export function createShareLinksRepository(
  links: Collection<ShareLinkDoc>,
  dependents: readonly LinkDependents[] = [],
) {
  return {
    async create({
      token,
      passwordHash,
      expiresAt,
      favouritesLimit,
      ...fields
    }: NewShareLink): Promise<ShareLink> {
      const now = new Date();
      const doc: ShareLinkDoc = {
        _id: newId(),
        tokenHash: tokenHashOf(token),
        ...fields,
        ...(passwordHash ? { passwordHash } : {}),
        ...(expiresAt ? { expiresAt } : {}),
        ...(favouritesLimit ? { favouritesLimit } : {}),
        viewCount: 0,
        downloadCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      return toShareLink(await links.insert(doc));
    },

    /** The link a token names, revoked and expired ones too (the caller tells them apart). */
    findByToken: async (token: string) =>
      entity(await links.findOne({ tokenHash: tokenHashOf(token) })),

    findById: async (id: string) => entity(await links.findOne({ _id: id })),

    /** A collection's links, oldest first, revoked ones included. */
    async listByCollection(collectionId: string): Promise<ShareLink[]> {
      const docs = await links.find({ collectionId }, { sort: { createdAt: 1 } });
      return docs.map(toShareLink);
    },

    /** All of a photographer's links (their export). */
    async listByUser(userId: string): Promise<ShareLink[]> {
      const docs = await links.find({ userId }, { sort: { createdAt: 1 } });
      return docs.map(toShareLink);
    },

    /** Only what the patch names changes; null clears a password or an expiry. */
    update: async (id: string, patch: ShareLinkPatch) =>
      entity(await links.updateOne({ _id: id }, patchToUpdate(patch, new Date()))),

    /** Ends a link for good; false when it was revoked already or never existed. */
    async revoke(id: string): Promise<boolean> {
      const now = new Date();
      const doc = await links.updateOne(
        { _id: id, revokedAt: { $exists: false } },
        { $set: { revokedAt: now, updatedAt: now } },
      );
      return doc !== null;
    },

    /** One gallery view or one download through the link: a counter and its last use. */
    async countUse(id: string, counter: "viewCount" | "downloadCount"): Promise<void> {
      await links.updateOne({ _id: id }, { $inc: { [counter]: 1 }, $set: { lastUsedAt: new Date() } });
    },

    /** A collection's links with their guests, favourites and activity (dependents first). */
    /** A link for good, its guests, favourites and activity first; false when it is gone. */
    async deleteOne(id: string): Promise<boolean> {
      for (const dependent of dependents) await dependent.deleteByLinks([id]);
      return links.deleteOne({ _id: id });
    },

    async deleteByCollection(collectionId: string): Promise<number> {
      const ids = (await links.find({ collectionId })).map((doc) => doc._id);
      for (const dependent of dependents) await dependent.deleteByLinks(ids);
      return links.deleteMany({ collectionId });
    },

    /** An account's links with everything that belongs to them. */
    async deleteByUser(userId: string): Promise<number> {
      for (const dependent of dependents) await dependent.deleteByUser(userId);
      return links.deleteMany({ userId });
    },
  };
}

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;

import { createHash } from "node:crypto";
import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * Single-use sign-up invitations (docs/decisions/0042-site-settings-and-invitations.md). Only the
 * SHA-256 of a link's token is stored: someone who reads the database or a backup learns no link
 * that works. The repository takes the token itself and hashes it here, so no caller can store
 * one in clear by mistake. An invitation keeps its own random id, which the admin's list and
 * revoke use, so the list never needs the token.
 */
export interface Invitation {
  id: string;
  createdAt: Date;
  createdBy: string;
  /** Set when an account was made with it. */
  usedAt?: Date;
  usedBy?: string;
  revokedAt?: Date;
}

type InvitationDoc = Omit<Invitation, "id"> & { _id: string; tokenHash: string };

export const invitationSchema = documentSchema({
  tokenHash: { type: String, required: true, unique: true },
  createdBy: { type: String, required: true },
  usedAt: { type: Date, required: false },
  usedBy: optionalString,
  revokedAt: { type: Date, required: false },
  createdAt: requiredDate,
});
invitationSchema.index({ createdAt: -1 });

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const entity = (doc: InvitationDoc) => toEntity<Invitation>(doc, ["tokenHash"]);
const unused = { usedAt: { $exists: false }, revokedAt: { $exists: false } };

/**
 * An invitation link works for 7 days from its making
 * (docs/decisions/0042-site-settings-and-invitations.md).
 */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** When an invitation stops working if nobody uses it. */
export const invitationExpiry = (invitation: Pick<Invitation, "createdAt">) =>
  new Date(invitation.createdAt.getTime() + INVITATION_LIFETIME_MS);

/** Neither used nor revoked, and made within the lifetime. */
const live = (now: Date) => ({
  ...unused,
  createdAt: { $gt: new Date(now.getTime() - INVITATION_LIFETIME_MS) },
});

/** How many invitations the admin's list shows, newest first. */
export const INVITATION_LIST_LIMIT = 100;

export function createInvitationsRepository(invitations: Collection<InvitationDoc>) {
  return {
    async create({
      token,
      createdBy,
      createdAt = new Date(),
    }: {
      token: string;
      createdBy: string;
      createdAt?: Date;
    }): Promise<Invitation> {
      const doc = { _id: newId(), tokenHash: hashOf(token), createdBy, createdAt };
      return entity(await invitations.insert(doc));
    },

    async list(): Promise<Invitation[]> {
      const docs = await invitations.find(
        {},
        { sort: { createdAt: -1 }, limit: INVITATION_LIST_LIMIT },
      );
      return docs.map(entity);
    },

    /** Whether a link still works: neither used, revoked nor expired. */
    async isLive(token: string, now = new Date()): Promise<boolean> {
      return (await invitations.count({ tokenHash: hashOf(token), ...live(now) })) > 0;
    },

    /**
     * Uses a link up: one atomic update, so of two sign-ups racing with the same link only one
     * gets the invitation's id back.
     */
    async consume(token: string, now = new Date()): Promise<string | null> {
      const doc = await invitations.updateOne(
        { tokenHash: hashOf(token), ...live(now) },
        { $set: { usedAt: new Date() } },
      );
      return doc?._id ?? null;
    },

    /** Gives a consumed link back, when the account it was used for could not be made. */
    async release(id: string): Promise<void> {
      await invitations.updateOne({ _id: id, usedBy: { $exists: false } }, { $unset: { usedAt: true } });
    },

    /** Records the account a used link made. */
    async markUsedBy(id: string, userId: string): Promise<void> {
      await invitations.updateOne({ _id: id }, { $set: { usedBy: userId } });
    },

    /** Ends a link not used yet; false when it was used, revoked already, or never existed. */
    async revoke(id: string): Promise<boolean> {
      const doc = await invitations.updateOne(
        { _id: id, ...unused },
        { $set: { revokedAt: new Date() } },
      );
      return doc !== null;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;

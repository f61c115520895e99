import { createHash } from "node:crypto";
import type { Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";

/**
 * One-time password reset links (docs/decisions/0038-account-recovery.md). Only the SHA-256 of a
 * link's token is stored, as the document's id: someone who reads the database (or a backup of
 * it) learns no link that works. The repository takes the token itself and hashes it here, so no
 * caller can store one in clear by mistake.
 */
interface PasswordResetDoc {
  _id: string;
  userId: string;
  expiresAt: Date;
  /** Set once the link has been used, or replaced by a newer one. */
  usedAt?: Date;
  createdAt: Date;
}

export const passwordResetSchema = documentSchema({
  userId: { type: String, required: true, index: true },
  // TTL index: both engines drop a link once it has expired, used or not.
  expiresAt: { type: Date, required: true, expires: 0 },
  usedAt: { type: Date, required: false },
  createdAt: requiredDate,
});

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function createPasswordResetsRepository(resets: Collection<PasswordResetDoc>) {
  /** Unused and unexpired: TTL removal is lazy, so expiry is checked here too. */
  const live = (token: string) => ({
    _id: hashOf(token),
    usedAt: { $exists: false },
    expiresAt: { $gt: new Date() },
  });

  return {
    async create({ userId, token, expiresAt }: { userId: string; token: string; expiresAt: Date }) {
      await resets.insert({ _id: hashOf(token), userId, expiresAt, createdAt: new Date() });
    },

    /** The user a link still works for, or null (unknown, used, replaced or expired). */
    async findLive(token: string): Promise<{ userId: string; expiresAt: Date } | null> {
      const doc = await resets.findOne(live(token));
      return doc ? { userId: doc.userId, expiresAt: doc.expiresAt } : null;
    },

    /**
     * Uses a link up: one atomic update, so of two submissions racing with the same link only
     * one gets the user id back.
     */
    async consume(token: string): Promise<string | null> {
      const doc = await resets.updateOne(live(token), { $set: { usedAt: new Date() } });
      return doc?.userId ?? null;
    },

    /** Ends every link of a user still waiting to be used; resolves to how many. */
    revokeForUser: (userId: string) =>
      resets.updateMany({ userId, usedAt: { $exists: false } }, { $set: { usedAt: new Date() } }),
    /** Forgets every link of a user (their account is being deleted). */
    deleteByUser: (userId: string) => resets.deleteMany({ userId }),
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

import { Schema } from "mongoose";
import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { newId } from "./ids.server";

/** A server-side session record (the cookie holds only its id). */
export interface SessionRecord {
  id: string;
  userId?: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}

export interface SessionWrite {
  userId?: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}

type SessionDoc = Omit<SessionRecord, "id"> & { _id: string; createdAt: Date; updatedAt: Date };

export const sessionSchema = documentSchema({
  userId: { ...optionalString, index: true },
  data: { type: Schema.Types.Mixed, required: true, default: {} },
  // TTL index: both engines drop a session once expiresAt has passed.
  expiresAt: { type: Date, required: true, expires: 0 },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});

export function createSessionsRepository(sessions: Collection<SessionDoc>) {
  return {
    async create({ userId, data, expiresAt }: SessionWrite): Promise<string> {
      const now = new Date();
      const id = newId();
      await sessions.insert({
        _id: id,
        ...(userId ? { userId } : {}),
        data,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    },

    /** The live session, or null when it never existed, was deleted or has expired. */
    async read(id: string): Promise<SessionRecord | null> {
      // TTL removal is lazy (SQLite every minute, MongoDB about once a minute): check expiry here too.
      const doc = await sessions.findOne({ _id: id, expiresAt: { $gt: new Date() } });
      if (!doc) return null;
      return {
        id: doc._id,
        ...(doc.userId ? { userId: doc.userId } : {}),
        data: doc.data ?? {},
        expiresAt: doc.expiresAt,
      };
    },

    /**
     * Replaces the data of an existing session; `userId` follows the write (absent clears it).
     * Returns false when the session is gone: it is not recreated, so a revoked id stays revoked.
     */
    async update(id: string, { userId, data, expiresAt }: SessionWrite): Promise<boolean> {
      // An expired record may linger until TTL removal runs: it must not be revived.
      const updated = await sessions.updateOne(
        { _id: id, expiresAt: { $gt: new Date() } },
        {
          $set: { data, expiresAt, updatedAt: new Date(), ...(userId ? { userId } : {}) },
          ...(userId ? {} : { $unset: { userId: true as const } }),
        },
      );
      return updated !== null;
    },

    delete: (id: string) => sessions.deleteOne({ _id: id }),
    /** Signs a user out everywhere (e.g. after a password change or account deletion). */
    deleteByUser: (userId: string) => sessions.deleteMany({ userId }),
    deleteExpired: () => sessions.deleteMany({ expiresAt: { $lte: new Date() } }),
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

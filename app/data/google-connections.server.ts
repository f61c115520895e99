import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * A user's Google Photos connection (docs/product.md#states-and-transitions 'Photo-library
 * connection'). The tokens are stored only as ciphertext: the repository never sees them in clear
 * (the service encrypts them).
 */
export interface GoogleConnection {
  id: string;
  userId: string;
  /** AES-256-GCM ciphertext of the access token (see services/google-photos/token-cipher). */
  accessToken: string;
  /** Ciphertext of the refresh token; absent when Google gave none. */
  refreshToken?: string;
  /** When the access token stops working. */
  expiresAt: Date;
  scope: string;
  connectedAt: Date;
  lastSync?: Date;
  syncErrors: string[];
  updatedAt: Date;
}

export type NewGoogleConnection = Pick<
  GoogleConnection,
  "userId" | "accessToken" | "refreshToken" | "expiresAt" | "scope"
>;
type GoogleConnectionDoc = Omit<GoogleConnection, "id"> & { _id: string };

export const googleConnectionSchema = documentSchema({
  userId: { type: String, required: true, unique: true },
  accessToken: { type: String, required: true },
  refreshToken: optionalString,
  expiresAt: requiredDate,
  scope: { type: String, default: "" },
  connectedAt: requiredDate,
  lastSync: { type: Date, required: false },
  syncErrors: { type: [String], default: [] },
  updatedAt: requiredDate,
});

export function createGoogleConnectionsRepository(connections: Collection<GoogleConnectionDoc>) {
  return {
    /** Stores a user's connection, replacing an earlier one (keeps lastSync, clears errors). */
    async save(input: NewGoogleConnection): Promise<GoogleConnection> {
      const now = new Date();
      const existing = await connections.findOne({ userId: input.userId });
      if (existing) {
        const $set: Record<string, unknown> = {
          ...input,
          connectedAt: now,
          syncErrors: [],
          updatedAt: now,
        };
        // Google sends a refresh token only on some consents: without one, the earlier one stays.
        if (!input.refreshToken) delete $set.refreshToken;
        const update = { $set };
        const doc = await connections.updateOne({ _id: existing._id }, update);
        return toEntity<GoogleConnection>(doc!);
      }
      const doc = await connections.insert({
        ...input,
        _id: newId(),
        connectedAt: now,
        syncErrors: [],
        updatedAt: now,
      });
      return toEntity<GoogleConnection>(doc);
    },

    async findByUserId(userId: string): Promise<GoogleConnection | null> {
      const doc = await connections.findOne({ userId });
      return doc ? toEntity<GoogleConnection>(doc) : null;
    },

    /** After a refresh: the new access token (and refresh token when Google rotated it). */
    async updateTokens(
      userId: string,
      tokens: { accessToken: string; expiresAt: Date; refreshToken?: string },
    ): Promise<boolean> {
      const $set: Record<string, unknown> = { ...tokens, updatedAt: new Date() };
      if (!tokens.refreshToken) delete $set.refreshToken;
      return (await connections.updateOne({ userId }, { $set })) !== null;
    },

    /** Records a finished sync and its errors (the last ones only; an empty list clears them). */
    async recordSync(userId: string, errors: string[] = [], at = new Date()): Promise<boolean> {
      const update = { $set: { lastSync: at, syncErrors: errors.slice(-20), updatedAt: new Date() } };
      return (await connections.updateOne({ userId }, update)) !== null;
    },

    async setErrors(userId: string, errors: string[]): Promise<boolean> {
      const update = { $set: { syncErrors: errors.slice(-20), updatedAt: new Date() } };
      return (await connections.updateOne({ userId }, update)) !== null;
    },

    delete: (userId: string) => connections.deleteOne({ userId }),
  };
}

export type GoogleConnectionsRepository = ReturnType<typeof createGoogleConnectionsRepository>;

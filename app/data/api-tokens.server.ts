import { createHash } from "node:crypto";
import { API_TOKEN_SCOPES, type ApiTokenScopeName } from "~/utils/api-token-scopes";
import type { Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * Personal access tokens (docs/decisions/0068-personal-access-tokens.md): a photographer's own
 * keys to their API for scripts and publishing tools. Only the SHA-256 of a token is stored, and
 * the repository hashes the token itself (as share links do), so neither the database nor a
 * backup holds a key that works.
 */

export interface ApiToken {
  id: string;
  userId: string;
  /** The photographer's own name for it ("Lightroom on the studio Mac"). */
  name: string;
  scope: ApiTokenScopeName;
  /** The token's first characters, shown in the list so a photographer can tell keys apart. */
  prefix: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
}

type ApiTokenDoc = Omit<ApiToken, "id" | "expiresAt" | "lastUsedAt"> & {
  _id: string;
  tokenHash: string;
  expiresAt?: Date;
  lastUsedAt?: Date;
};

export const apiTokenSchema = documentSchema({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: String, required: true, index: true },
  name: { type: String, required: true },
  scope: { type: String, enum: API_TOKEN_SCOPES, required: true },
  prefix: { type: String, required: true },
  expiresAt: { type: Date, required: false },
  lastUsedAt: { type: Date, required: false },
  createdAt: requiredDate,
});

/** SHA-256 (hex) of a token: what is stored and looked up. */
export const apiTokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const toApiToken = (doc: ApiTokenDoc): ApiToken => {
  const entity = toEntity<ApiToken>(doc, ["tokenHash"]);
  return { ...entity, expiresAt: entity.expiresAt ?? null, lastUsedAt: entity.lastUsedAt ?? null };
};

export interface NewApiToken {
  userId: string;
  name: string;
  scope: ApiTokenScopeName;
  expiresAt: Date | null;
  /** The token in clear: hashed here, never stored. */
  token: string;
  prefix: string;
}

export function createApiTokensRepository(tokens: Collection<ApiTokenDoc>) {
  return {
    async create({ token, expiresAt, ...input }: NewApiToken): Promise<ApiToken> {
      const doc = await tokens.insert({
        _id: newId(),
        ...input,
        tokenHash: apiTokenHashOf(token),
        ...(expiresAt ? { expiresAt } : {}),
        createdAt: new Date(),
      });
      return toApiToken(doc);
    },

    /** The token a request presents, by its clear text; null: no such token (or revoked). */
    async findByToken(token: string): Promise<ApiToken | null> {
      const doc = await tokens.findOne({ tokenHash: apiTokenHashOf(token) });
      return doc ? toApiToken(doc) : null;
    },

    /** A photographer's tokens, newest first. */
    async listByUser(userId: string): Promise<ApiToken[]> {
      return (await tokens.find({ userId }, { sort: { createdAt: -1 } })).map(toApiToken);
    },

    async markUsed(id: string, at = new Date()): Promise<void> {
      await tokens.updateOne({ _id: id }, { $set: { lastUsedAt: at } });
    },

    /** Revokes one of the photographer's tokens: it is deleted and stops working at once. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      return (await tokens.deleteMany({ _id: id, userId })) > 0;
    },

    deleteByUser: (userId: string) => tokens.deleteMany({ userId }),
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;

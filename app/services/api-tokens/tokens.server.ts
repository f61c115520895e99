import { randomBytes } from "node:crypto";
import type { ApiToken } from "~/data/api-tokens.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { logger } from "~/server/log/logger.server";
import { API_TOKEN_MESSAGES, API_TOKENS_PER_USER, type ApiTokenInput } from "./token-input";

/**
 * Personal access tokens (docs/decisions/0068-personal-access-tokens.md): made, listed and
 * revoked by a signed-in photographer, presented by their scripts as `Authorization: Bearer …`.
 */

// Recognisable in a leaked file or a secret scanner, and 256 bits that cannot be guessed.
const TOKEN_PREFIX = "vf_";
const PREFIX_SHOWN = TOKEN_PREFIX.length + 6;
// A token's last use is written at most this often: a script's every call needs no write.
const LAST_USE_STEP_MS = 60_000;

export class ApiTokenLimitError extends Error {
  constructor() {
    super(API_TOKEN_MESSAGES.tooMany);
  }
}

/** What the photographer sees of a token: never the token, never its hash. */
export interface ApiTokenView {
  id: string;
  name: string;
  scope: ApiToken["scope"];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  expired: boolean;
}

export const apiTokenView = (token: ApiToken, now = Date.now()): ApiTokenView => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  prefix: token.prefix,
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  expired: token.expiresAt !== null && token.expiresAt.getTime() <= now,
});

/** Makes a token; the clear token is in the answer and nowhere else, ever. */
export async function issueApiToken(
  userId: string,
  input: ApiTokenInput,
): Promise<ApiTokenView & { token: string }> {
  const { apiTokens } = await db();
  if ((await apiTokens.listByUser(userId)).length >= API_TOKENS_PER_USER)
    throw new ApiTokenLimitError();
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const saved = await apiTokens.create({
    userId,
    name: input.name,
    scope: input.scope,
    expiresAt: input.expiresAt,
    token,
    prefix: token.slice(0, PREFIX_SHOWN),
  });
  return { ...apiTokenView(saved), token };
}

export async function listApiTokens(userId: string): Promise<ApiTokenView[]> {
  const { apiTokens } = await db();
  const now = Date.now();
  return (await apiTokens.listByUser(userId)).map((token) => apiTokenView(token, now));
}

/** Revokes (deletes) one of the photographer's tokens; false when they have no such token. */
export async function revokeApiToken(userId: string, id: string): Promise<boolean> {
  const { apiTokens } = await db();
  return apiTokens.deleteOwn(userId, id);
}

export type BearerCheck =
  | { ok: true; user: User; token: ApiToken }
  | { ok: false; reason: "unknown" | "expired" | "suspended" };

/**
 * Who a Bearer token speaks for: its owner, while the token exists (revoking deletes it), has
 * not expired, and the owner's account is not suspended (the session API's own rule). Its last use is noted, in passing.
 */
export async function checkBearerToken(presented: string, now = new Date()): Promise<BearerCheck> {
  const { apiTokens, users } = await db();
  const token = await apiTokens.findByToken(presented);
  if (!token) return { ok: false, reason: "unknown" };
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: "expired" };
  const user = await users.findById(token.userId);
  // A deleted account's tokens are deleted with it; one that slipped past is no token at all.
  if (!user) return { ok: false, reason: "unknown" };
  if (user.status === "suspended") return { ok: false, reason: "suspended" };
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
    apiTokens.markUsed(token.id, now).catch((error: unknown) => {
      logger.warn({ err: error, tokenId: token.id }, "Could not note a token's last use");
    });
  }
  return { ok: true, user, token };
}

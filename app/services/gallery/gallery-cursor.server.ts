import type { PhotoPosition } from "~/data/photos.server";
import { MAX_PAGE_LIMIT } from "~/utils/gallery-paging";

// Far beyond any id the app makes (32 hex digits), and only URL-safe characters.
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_CURSOR_LENGTH = 200;

/**
 * An opaque, stable cursor: the position of the last photo shown (featured flag, creation time,
 * id) in the gallery's order, so the next page starts right after it however many photos were
 * added or removed meanwhile. base64url JSON; nothing in it is secret, and any well-formed
 * position is a legitimate place to continue from.
 */
export function encodeCursor(position: PhotoPosition): string {
  const key = [position.featured ? 1 : 0, position.createdAt.getTime(), position.id];
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The position a cursor names, or null for anything this app did not make. */
export function decodeCursor(cursor: string): PhotoPosition | null {
  if (!cursor || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key.length !== 3) return null;
  const [featured, time, id] = key as unknown[];
  if (featured !== 0 && featured !== 1) return null;
  if (!Number.isSafeInteger(time) || (time as number) < 0) return null;
  const createdAt = new Date(time as number);
  if (Number.isNaN(createdAt.getTime()) || typeof id !== "string" || !ID.test(id)) return null;
  return { featured: featured === 1, createdAt, id };
}

export type LimitParse = { limit: number } | { error: string };

/** `limit` of a JSON request: a whole number from 1 to MAX_PAGE_LIMIT. */
export function parseLimit(raw: string): LimitParse {
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT)
    return { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` };
  return { limit };
}

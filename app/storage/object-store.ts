import type { Readable } from "node:stream";

/**
 * The object store port (docs/product.md#object-storage). Two adapters implement it: local files
 * under DATA_DIR/storage (default) and S3-compatible storage. Both pass the same contract suite
 * (object-store.contract.test.ts), so callers never branch on the engine.
 */

export type StoreEngine = "local" | "s3";

export type ObjectBody = Buffer | Uint8Array | Readable;

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

export interface PutResult {
  key: string;
  size: number;
}

/** Byte offsets, both inclusive as in HTTP; `end` past the object's end is clamped. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectInfo {
  /** Size of the whole object, whatever range was read. */
  size: number;
  contentType: string;
  lastModified: Date;
  /** A strong validator in HTTP form, quotes included (`"…"`). */
  etag?: string;
  cacheControl?: string;
}

export interface ObjectRead extends ObjectInfo {
  body: Readable;
  /** Bytes in `body`. */
  contentLength: number;
  /** The range actually read (end clamped), when one was asked for. */
  range?: { start: number; end: number };
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** One page of a listing: `nextCursor` is set while more keys follow. */
export interface ListPage {
  objects: ListedObject[];
  nextCursor?: string;
}

export interface ListPageOptions {
  /** Keys per page, 1 to MAX_PAGE_SIZE. */
  pageSize: number;
  /** The `nextCursor` of the previous page; unset for the first page. */
  cursor?: string;
}

/** S3 answers at most 1000 keys per request. */
export const MAX_PAGE_SIZE = 1000;

export interface ObjectStore {
  readonly engine: StoreEngine;
  /** Replaces any object at `key`. A body stream that fails or aborts leaves the old state. */
  put(key: string, body: ObjectBody, options: PutOptions): Promise<PutResult>;
  /** null when missing; throws RangeNotSatisfiableError when `range.start` is past the end. */
  get(key: string, options?: { range?: ByteRange }): Promise<ObjectRead | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every key starting with `prefix` (non-empty); returns how many were deleted. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every key starting with `prefix` (all pages), sorted by key. */
  list(prefix: string): Promise<ListedObject[]>;
  /**
   * One page (at most `pageSize` keys) of what `list(prefix)` gives, for folders too large to
   * list at once. The cursor is opaque and stays valid while objects come and go: a page starts
   * after the last key of the one before. Throws InvalidCursorError for a malformed cursor.
   */
  listPage(prefix: string, options: ListPageOptions): Promise<ListPage>;
  /**
   * Removes what writes begun before `startedBefore` left half done, where the adapter keeps
   * such things (the local one's temp files); resolves to how many it removed. Called at start-up
   * with a time no live process's write can be older than (ADR 39). S3 has no such leftovers to
   * list cheaply: an interrupted multipart upload is for the bucket's lifecycle rule to abort.
   */
  removeAbandonedWrites?(startedBefore: Date): Promise<number>;
}

export class InvalidCursorError extends Error {
  constructor() {
    super("Invalid listing cursor");
    this.name = "InvalidCursorError";
  }
}

// A cursor carries the last key of its page: base64url keeps it opaque and URL-safe.
export function encodeCursor(lastKey: string): string {
  return Buffer.from(lastKey, "utf8").toString("base64url");
}

/**
 * The key a page starts after. It is only ever compared with keys (local) or sent as S3's
 * StartAfter, so any text will do; it need not be a valid key (S3 may hold keys of other tools).
 */
export function decodeCursor(cursor: string): string {
  const key = /^[A-Za-z0-9_-]{1,1400}$/.test(cursor)
    ? Buffer.from(cursor, "base64url").toString("utf8")
    : "";
  const hasControl = [...key].some((c) => c.charCodeAt(0) < 0x20);
  if (key.length === 0 || hasControl) throw new InvalidCursorError();
  return key;
}

export function assertValidPageSize(pageSize: number): void {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`Page size must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
}

export class InvalidKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 120))}: ${reason}`);
    this.name = "InvalidKeyError";
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Requested range is not satisfiable (object size ${size})`);
    this.name = "RangeNotSatisfiableError";
  }
}

export const MAX_KEY_LENGTH = 512;

// Every segment starts with a letter or digit: no "", ".", ".." or hidden segments, so a key
// can never escape the storage folder nor collide with the local adapter's dot-files.
const SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

/** Throws InvalidKeyError unless `key` is a key built from ids (e.g. `photo/u1/p1/original`). */
export function assertValidKey(key: string): void {
  if (typeof key !== "string" || key.length === 0) throw new InvalidKeyError(String(key), "empty");
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split("/")) {
    if (!SEGMENT.test(segment)) {
      throw new InvalidKeyError(
        key,
        "each /-separated part must be letters, digits, '.', '_' or '-' and start with a letter or digit",
      );
    }
  }
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** A prefix is "", a valid key, or a valid key followed by "/". */
export function assertValidPrefix(prefix: string): void {
  if (prefix === "") return;
  assertValidKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

/** Joins id segments into a key and validates it: `objectKey("photo", userId, photoId, "original")`. */
export function objectKey(...segments: string[]): string {
  const key = segments.join("/");
  assertValidKey(key);
  return key;
}

export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  const ok =
    Number.isSafeInteger(start) &&
    start >= 0 &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!ok) throw new RangeError(`Invalid byte range ${JSON.stringify(range)}`);
}

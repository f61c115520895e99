import type { EncodedBodies } from "./encode.server";
import type { ViewRef } from "./render-scope.server";
import { scopeClock, type ScopeStamp } from "./scope-clock";
import { onePerProcess } from "~/utils/one-per-process";

/** One cached response, compressed for every client (encode.server.ts `bytesIn`). */
export interface CachedBody extends EncodedBodies {
  status: number;
  headers: [string, string][];
  cacheControl: string;
  views: ViewRef[];
  /** The scopes it was rendered under: it is served while none of them changed. */
  stamp: ScopeStamp;
  /** The path it answers: its hits' security headers say who may frame it (ADR 70). */
  pathname?: string;
}

/** A path's entry: one body, or — for a shuffled page — several orders. */
interface Bucket {
  single?: CachedBody;
  orders?: (CachedBody | undefined)[];
  bytes: number;
}

const MAX_BYTES = 64 * 1024 * 1024;
// A 2,000-photo portfolio's whole list (the JSON API's default shape) is about 4 MB of JSON.
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Orders cached of a shuffled page (a small set of pre-shuffled variants, ADR 0026). */
export const SHUFFLED_ORDERS = 6;

function sizeOf(body: CachedBody): number {
  return (body.identity?.length ?? 0) + body.br.length + 512;
}

/**
 * Rendered public bodies by path and query, least recently used dropped past 64 MB. A body is
 * served while its scopes are unchanged (`isCurrent`,
 * docs/decisions/0051-scoped-cache-invalidation.md); a stale one is dropped when asked for.
 * `generation` moves on every clear: a render that started before a clear is not stored after it.
 */
export class PageStore {
  constructor(private readonly isCurrent: (stamp: ScopeStamp) => boolean = () => true) {}

  private buckets = new Map<string, Bucket>();
  private bytes = 0;
  generation = 0;

  private newest: string | undefined;

  private touch(key: string, bucket: Bucket) {
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    this.newest = key;
  }

  clear(): void {
    this.newest = undefined;
    this.buckets.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** The body for `key`; `order` picks one of a shuffled page's orders. */
  get(key: string, order: number): CachedBody | undefined {
    const bucket = this.buckets.get(key);
    if (!bucket) return undefined;
    const body = bucket.single ?? bucket.orders?.[order];
    if (body && !this.isCurrent(body.stamp)) {
      // A shuffled page's orders share their scopes: all of them are stale.
      this.drop(key, bucket);
      return undefined;
    }
    // Recently used moves to the end (Map keeps insertion order); a page asked for again and
    // again is already there.
    if (key !== this.newest) this.touch(key, bucket);
    return body;
  }

  private drop(key: string, bucket: Bucket) {
    this.buckets.delete(key);
    this.bytes -= bucket.bytes;
    if (this.newest === key) this.newest = undefined;
  }

  /** Whether a body may still be served (false once a write changed one of its scopes). */
  current(body: CachedBody): boolean {
    return this.isCurrent(body.stamp);
  }

  /**
   * Keeps `body` without its uncompressed bytes: a page's brotli form is a tenth of it, so the same
   * memory holds ten times the pages (1,000 portfolios' pages in 64 MB, bench:scale).
   */
  put(key: string, rendered: CachedBody, shuffled: { order: number } | null, generation: number) {
    if (generation !== this.generation || !this.isCurrent(rendered.stamp)) return;
    const body: CachedBody = { ...rendered, identity: undefined };
    const size = sizeOf(body);
    if (size > MAX_BODY_BYTES) return;
    const bucket = this.buckets.get(key) ?? { bytes: 0 };
    if (shuffled) {
      bucket.orders ??= [];
      const previous = bucket.orders[shuffled.order];
      bucket.bytes -= previous ? sizeOf(previous) : 0;
      this.bytes -= previous ? sizeOf(previous) : 0;
      bucket.orders[shuffled.order] = body;
    } else {
      this.bytes -= bucket.bytes;
      bucket.bytes = 0;
      bucket.orders = undefined;
      bucket.single = body;
    }
    bucket.bytes += size;
    this.bytes += size;
    this.touch(key, bucket);
    for (const [oldest, old] of this.buckets) {
      if (this.bytes <= MAX_BYTES) break;
      this.buckets.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** The process's cache (see middleware.server.ts), kept across development rebuilds. */
export const pageStore = onePerProcess(
  "public-page-store",
  () => new PageStore((stamp) => scopeClock.isCurrent(stamp)),
);

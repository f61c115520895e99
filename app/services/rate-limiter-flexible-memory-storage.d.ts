// rate-limiter-flexible's in-memory store: the synchronous part its RateLimiterMemory counts with
// (its limiters answer with promises; ours answer at once, see rate-limit.server.ts). Not in the
// package's own types; this is the part of it the limiters use, as of the pinned 11.4.0.
declare module "rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js" {
  import type { RateLimiterRes } from "rate-limiter-flexible";

  export default class MemoryStorage {
    /** Adds `value` to `key`'s count; a missing or expired key starts over for `durationSec`. */
    incrby(key: string, value: number, durationSec: number): RateLimiterRes;
    /** Sets `key`'s count to `value`, expiring `durationSec` from now. */
    set(key: string, value: number, durationSec: number): RateLimiterRes;
    /** The key's count and ms until it expires (≤ 0: expired, not yet removed), or null. */
    get(key: string): RateLimiterRes | null;
    delete(key: string): boolean;
  }
}

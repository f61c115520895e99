import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Fixed-window counters, counted in constant time whatever the number of clients
 * (docs/decisions/0037-rate-limits-per-64-with-rate-limiter-flexible.md). On the embedded engine
 * (one process) they live in process memory. When MongoDB is configured, several
 * processes may serve one site: bootstrap then hands every limiter a shared store
 * (shareRateLimitsThrough), and each hit is counted there (docs/decisions/0021-running-well.md).
 * Every answer is a promise: callers await it, and a refusal is the resolved `false`, never a
 * rejection.
 */
export interface RateLimiter {
  /** Counts one hit for key; resolves to false once the key is over its limit in the window. */
  hit(key: string): Promise<boolean>;
  /** Whether key is currently over its limit, without counting a hit. */
  blocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

/** Counters every app process sees (the rateLimits collection on MongoDB). */
export interface SharedCounters {
  /** Adds `n` to counter `id` (kept until `expiresAt`) and resolves to its new total. */
  add(id: string, n: number, expiresAt: Date): Promise<number>;
  read(id: string): Promise<number>;
  remove(id: string): Promise<void>;
}

let shared: SharedCounters | null = null;

/** Bootstrap: count in `counters` from now on (null: this process's memory only). */
export function shareRateLimitsThrough(counters: SharedCounters | null): void {
  shared = counters;
}

export function createRateLimiter(options: {
  /** Names the limiter's counters in the shared store: unique per limiter. */
  name: string;
  limit: number;
  windowMs: number;
}): RateLimiter {
  const local = createLocalLimiter(options);
  const sharedLimiter = createSharedLimiter(options);
  // Chosen per call: bootstrap sets the shared store after the modules made their limiters.
  const current = () => (shared ? sharedLimiter : local);
  return {
    hit: (key) => current().hit(key),
    blocked: (key) => current().blocked(key),
    reset: (key) => current().reset(key),
  };
}

/**
 * rate-limiter-flexible's RateLimiterMemory keeps each key with a timer that removes it when its
 * window ends, so no hit walks the other keys. Its consume rejects with a RateLimiterRes when the
 * key is over its points; any other rejection is a fault and passes on.
 */
function consumed(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  return limiter.consume(key).then(
    () => true,
    (refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    },
  );
}

/** A key's count in its current window (a window past its end counts 0 until its timer runs). */
async function liveCount(limiter: RateLimiterMemory, key: string): Promise<number> {
  const record = await limiter.get(key);
  return record && record.msBeforeNext > 0 ? record.consumedPoints : 0;
}

/** Windows start at each key's first hit; nothing leaves the process. */
function createLocalLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const counts = new RateLimiterMemory({ points: limit, duration: windowMs / 1000, keyPrefix: "" });
  return {
    hit: (key) => consumed(counts, key),
    blocked: async (key) => (await liveCount(counts, key)) >= limit,
    async reset(key) {
      await counts.delete(key);
    },
  };
}

/**
 * Windows aligned on the clock, so every process counts into the same one. Each answer waits for
 * the shared store, so a limit holds across processes to the hit. If the store fails, the answer
 * is this process's own knowledge: the shared total it last saw plus its hits since, so a
 * store outage never lifts a limit this process has seen reached.
 */
function createSharedLimiter({
  name,
  limit,
  windowMs,
}: {
  name: string;
  limit: number;
  windowMs: number;
}): RateLimiter {
  interface Entry {
    windowStart: number;
    /** The shared total last seen, plus this process's hits the store did not take. */
    known: number;
  }
  // Every key shares the clock's window: when it ends, all its entries go at once.
  let window = { start: Number.NaN, entries: new Map<string, Entry>() };

  function current(key: string): Entry {
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    if (window.start !== windowStart) window = { start: windowStart, entries: new Map() };
    let entry = window.entries.get(key);
    if (!entry) {
      entry = { windowStart, known: 0 };
      window.entries.set(key, entry);
    }
    return entry;
  }

  const counterId = (key: string, entry: Entry) => `${name}:${key}:${entry.windowStart}`;

  return {
    async hit(key) {
      const entry = current(key);
      try {
        entry.known = await shared!.add(
          counterId(key, entry),
          1,
          new Date(entry.windowStart + windowMs),
        );
      } catch {
        entry.known += 1;
      }
      return entry.known <= limit;
    },
    async blocked(key) {
      const entry = current(key);
      try {
        entry.known = await shared!.read(counterId(key, entry));
      } catch {
        // The store is unreachable: answer from what this process knows.
      }
      return entry.known >= limit;
    },
    async reset(key) {
      const entry = current(key);
      window.entries.delete(key);
      await shared!.remove(counterId(key, entry)).catch(() => undefined);
    },
  };
}

/** One sign-in attempt on a key, started by ProgressiveLock.begin. */
export interface LockAttempt {
  /** Ends the attempt: a failure may lock the key, a success forgets its failures. */
  end(outcome: "success" | "failure" | "abandoned"): Promise<void>;
}

/**
 * A progressive lock (docs/decisions/0012-client-address-and-progressive-sign-in-delay.md): the
 * first `freeFailures` failures on a key cost nothing; each further one locks the key for
 * `baseMs`, then twice that, and so on up to `maxMs`. Failures are forgotten `forgetAfterMs`
 * after the last one, or on a success. One attempt per key is checked at a time, so parallel
 * guesses cannot slip in before the lock.
 */
export interface ProgressiveLock {
  /** Starts an attempt, or answers how many ms the key must wait first. */
  begin(key: string): Promise<LockAttempt | { waitMs: number }>;
}

export function createProgressiveLock({
  freeFailures,
  baseMs,
  maxMs,
  forgetAfterMs,
}: {
  freeFailures: number;
  baseMs: number;
  maxMs: number;
  forgetAfterMs: number;
}): ProgressiveLock {
  // Failures per key; each one restarts the key's timer, which forgets them forgetAfterMs later.
  // Its points are never consumed, only set.
  const failures = new RateLimiterMemory({
    points: 1,
    duration: forgetAfterMs / 1000,
    keyPrefix: "",
  });
  // Keys with a check running: one point each, taken by consume, which counts atomically in this
  // process, so of two attempts begun together exactly one gets it. An attempt never ended stops
  // holding its key a minute after it began.
  const inFlight = new RateLimiterMemory({ points: 1, duration: 60, keyPrefix: "" });

  function lockAfter(count: number): number {
    if (count <= freeFailures) return 0;
    return Math.min(baseMs * 2 ** (count - freeFailures - 1), maxMs);
  }

  /** How long the key still waits: its lock runs from the last failure. */
  async function waitOf(key: string): Promise<number> {
    const record = await failures.get(key);
    if (!record || record.msBeforeNext <= 0) return 0;
    const sinceLastFailure = forgetAfterMs - record.msBeforeNext;
    return lockAfter(record.consumedPoints) - sinceLastFailure;
  }

  return {
    async begin(key) {
      const waitMs = await waitOf(key);
      if (waitMs > 0) return { waitMs };
      if (!(await consumed(inFlight, key))) return { waitMs: 1000 };
      // An attempt that ended while this one waited for its slot may have locked the key.
      const waitNow = await waitOf(key);
      if (waitNow > 0) {
        await inFlight.delete(key);
        return { waitMs: waitNow };
      }
      let ended = false;
      return {
        async end(outcome) {
          if (ended) return;
          ended = true;
          // The failure is counted before the key is free, so the next attempt sees it.
          if (outcome === "success") await failures.delete(key);
          if (outcome === "failure") {
            const count = (await liveCount(failures, key)) + 1;
            await failures.set(key, count, forgetAfterMs / 1000);
          }
          await inFlight.delete(key);
        },
      };
    },
  };
}

import MemoryStorage from "rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js";

/**
 * Fixed-window counters, counted in constant time whatever the number of clients
 * (docs/decisions/0037-rate-limits-per-64-with-rate-limiter-flexible.md). On the embedded engine
 * (one process, DESIGN §10) they live in process memory. When MongoDB is configured, several
 * processes may serve one site: bootstrap then hands every limiter a shared store
 * (shareRateLimitsThrough), and each hit is also counted there
 * (docs/decisions/0021-running-well.md).
 */
export interface RateLimiter {
  /** Counts one hit for key; returns false once the key is over its limit in the window. */
  hit(key: string): boolean;
  /** Whether key is currently over its limit, without counting a hit. */
  blocked(key: string): boolean;
  reset(key: string): void;
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
 * Windows start at each key's first hit; nothing leaves the process. rate-limiter-flexible's
 * memory store gives every key a timer that removes it when its window ends, so no hit walks the
 * other keys.
 */
function createLocalLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const counts = new MemoryStorage();
  const windowSeconds = windowMs / 1000;
  return {
    hit: (key) => counts.incrby(key, 1, windowSeconds).consumedPoints <= limit,
    blocked: (key) => liveCount(counts, key) >= limit,
    reset(key) {
      counts.delete(key);
    },
  };
}

/** A key's count in its current window (a window past its end counts 0 until its timer runs). */
function liveCount(store: MemoryStorage, key: string): number {
  const record = store.get(key);
  return record && record.msBeforeNext > 0 ? record.consumedPoints : 0;
}

/**
 * Windows aligned on the clock, so every process counts into the same one. The answer stays
 * synchronous (the limiters are checked inside actions that do not wait on them): it is this
 * process's best knowledge — the shared total last seen plus its own hits not yet counted there
 * — and every hit is added to the shared counter at once, whose answer updates that knowledge.
 * Across processes a limit may so be passed by the hits in flight at the same moment, never by
 * more; if the store fails, the hit still counts here.
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
    /** The shared total last seen (our acknowledged hits included). */
    known: number;
    /** Our hits not yet acknowledged by the shared store. */
    pending: number;
  }
  // Every key shares the clock's window: when it ends, all its entries go at once.
  let window = { start: Number.NaN, entries: new Map<string, Entry>() };

  function current(key: string): Entry {
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    if (window.start !== windowStart) window = { start: windowStart, entries: new Map() };
    let entry = window.entries.get(key);
    if (!entry) {
      entry = { windowStart, known: 0, pending: 0 };
      window.entries.set(key, entry);
    }
    return entry;
  }

  const counterId = (key: string, entry: Entry) => `${name}:${key}:${entry.windowStart}`;
  const learn = (entry: Entry, total: number) => {
    entry.known = Math.max(entry.known, total);
  };

  return {
    hit(key) {
      const entry = current(key);
      entry.pending += 1;
      const estimate = entry.known + entry.pending;
      shared!.add(counterId(key, entry), 1, new Date(entry.windowStart + windowMs)).then(
        (total) => {
          entry.pending -= 1;
          learn(entry, total);
        },
        () => {
          entry.pending -= 1;
          entry.known += 1;
        },
      );
      return estimate <= limit;
    },
    blocked(key) {
      const entry = current(key);
      // Learns what other processes counted, for the next question.
      shared!.read(counterId(key, entry)).then(
        (total) => learn(entry, total),
        () => undefined,
      );
      return entry.known + entry.pending >= limit;
    },
    reset(key) {
      const entry = current(key);
      const id = counterId(key, entry);
      window.entries.delete(key);
      void shared!.remove(id).catch(() => undefined);
    },
  };
}

/** One sign-in attempt on a key, started by ProgressiveLock.begin. */
export interface LockAttempt {
  /** Ends the attempt: a failure may lock the key, a success forgets its failures. */
  end(outcome: "success" | "failure" | "abandoned"): void;
}

/**
 * A progressive lock (docs/decisions/0012-client-address-and-progressive-sign-in-delay.md): the first `freeFailures`
 * failures on a key cost nothing; each further one locks the key for `baseMs`, then twice that,
 * and so on up to `maxMs`. Failures are forgotten `forgetAfterMs` after the last one, or on a
 * success. One attempt per key is checked at a time, so parallel guesses cannot slip in before
 * the lock.
 */
export interface ProgressiveLock {
  /** Starts an attempt, or answers how many ms the key must wait first. */
  begin(key: string): LockAttempt | { waitMs: number };
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
  const failures = new MemoryStorage();
  // Keys with a check running; an attempt never ended stops holding its key after a minute.
  const inFlight = new MemoryStorage();
  const STALE_ATTEMPT_SECONDS = 60;

  function lockAfter(count: number): number {
    if (count <= freeFailures) return 0;
    return Math.min(baseMs * 2 ** (count - freeFailures - 1), maxMs);
  }

  /** How long the key still waits: its lock runs from the last failure. */
  function waitOf(key: string): number {
    const record = failures.get(key);
    if (!record || record.msBeforeNext <= 0) return 0;
    const sinceLastFailure = forgetAfterMs - record.msBeforeNext;
    return lockAfter(record.consumedPoints) - sinceLastFailure;
  }

  return {
    begin(key) {
      const waitMs = waitOf(key);
      if (waitMs > 0) return { waitMs };
      if (liveCount(inFlight, key) > 0) return { waitMs: 1000 };
      inFlight.set(key, 1, STALE_ATTEMPT_SECONDS);
      let ended = false;
      return {
        end(outcome) {
          if (ended) return;
          ended = true;
          inFlight.delete(key);
          if (outcome === "success") failures.delete(key);
          if (outcome === "failure") {
            failures.set(key, liveCount(failures, key) + 1, forgetAfterMs / 1000);
          }
        },
      };
    },
  };
}

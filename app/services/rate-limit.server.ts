/**
 * Fixed-window counters. On the embedded engine (one process, DESIGN §10) they live in process
 * memory. When MongoDB is configured, several processes may serve one site: bootstrap then hands
 * every limiter a shared store (shareRateLimitsThrough), and each hit is also counted there
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

/** Windows start at each key's first hit; nothing leaves the process. */
function createLocalLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    if (windows.size > 50_000) {
      for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
    }
    return entry;
  }

  return {
    hit(key) {
      const entry = current(key);
      entry.count += 1;
      return entry.count <= limit;
    },
    blocked(key) {
      return current(key).count >= limit;
    },
    reset(key) {
      windows.delete(key);
    },
  };
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
  const entries = new Map<string, Entry>();

  function current(key: string): Entry {
    const now = Date.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let entry = entries.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      entry = { windowStart, known: 0, pending: 0 };
      entries.set(key, entry);
    }
    if (entries.size > 50_000) {
      for (const [k, e] of entries)
        if (e.windowStart !== windowStart && !e.pending) entries.delete(k);
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
      entries.delete(key);
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
  interface Entry {
    failures: number;
    lastFailureAt: number;
    lockedUntil: number;
    /** When the attempt being checked began (0: none); a stale one is ignored after a minute. */
    inFlightSince: number;
  }
  const entries = new Map<string, Entry>();
  const STALE_ATTEMPT_MS = 60_000;

  function lockAfter(failures: number): number {
    if (failures <= freeFailures) return 0;
    return Math.min(baseMs * 2 ** (failures - freeFailures - 1), maxMs);
  }

  function entryFor(key: string, now: number): Entry {
    if (entries.size > 50_000) {
      for (const [k, e] of entries) {
        if (e.inFlightSince === 0 && e.lastFailureAt + forgetAfterMs <= now) entries.delete(k);
      }
    }
    let entry = entries.get(key);
    if (entry && entry.failures > 0 && entry.lastFailureAt + forgetAfterMs <= now) {
      entry.failures = 0;
      entry.lockedUntil = 0;
    }
    if (!entry) {
      entry = { failures: 0, lastFailureAt: 0, lockedUntil: 0, inFlightSince: 0 };
      entries.set(key, entry);
    }
    return entry;
  }

  return {
    begin(key) {
      const now = Date.now();
      const entry = entryFor(key, now);
      if (entry.lockedUntil > now) return { waitMs: entry.lockedUntil - now };
      if (entry.inFlightSince && now - entry.inFlightSince < STALE_ATTEMPT_MS) {
        return { waitMs: 1000 };
      }
      entry.inFlightSince = now;
      let ended = false;
      return {
        end(outcome) {
          if (ended) return;
          ended = true;
          const at = Date.now();
          entry.inFlightSince = 0;
          if (outcome === "success") {
            entries.delete(key);
          } else if (outcome === "failure") {
            entry.failures += 1;
            entry.lastFailureAt = at;
            entry.lockedUntil = at + lockAfter(entry.failures);
            entries.set(key, entry);
          } else if (entry.failures === 0) {
            entries.delete(key);
          }
        },
      };
    },
  };
}

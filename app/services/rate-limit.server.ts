/**
 * Fixed-window counters in process memory. One process per instance is the deployment unit
 * (DESIGN §10); a shared store would be needed for strict limits across many instances.
 */
export interface RateLimiter {
  /** Counts one hit for key; returns false once the key is over its limit in the window. */
  hit(key: string): boolean;
  /** Whether key is currently over its limit, without counting a hit. */
  blocked(key: string): boolean;
  reset(key: string): void;
}

export function createRateLimiter({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): RateLimiter {
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

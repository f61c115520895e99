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

import { afterEach, describe, expect, it, vi } from "vitest";
import { engines, useTestDatabase } from "~/data/test-databases";
import { createRateLimiter, shareRateLimitsThrough } from "./rate-limit.server";

/**
 * Rate limits shared by several app processes through the database (MongoDB in production; the
 * same counters run on the embedded engine's collection here). Two limiters of one name stand
 * for the same limiter in two processes: each has its own memory, they share the counters.
 */

afterEach(() => {
  shareRateLimitsThrough(null);
  vi.useRealTimers();
});

// Windows are aligned on the clock: a year-long one keeps a test from straddling two.
const WINDOW = 365 * 24 * 60 * 60 * 1000;

describe.each(engines)("shared rate limits (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("counts atomically: concurrent first hits on a new counter add up", async () => {
    const expires = new Date(Date.now() + 60_000);
    const totals = await Promise.all(
      Array.from({ length: 6 }, () => t.db.rateLimits.add("c:key:0", 1, expires)),
    );
    expect(totals.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await t.db.rateLimits.read("c:key:0")).toBe(6);
    await t.db.rateLimits.remove("c:key:0");
    expect(await t.db.rateLimits.read("c:key:0")).toBe(0);
  });

  it("enforces one limit across processes, to the hit", async () => {
    shareRateLimitsThrough(t.db.rateLimits);
    const first = createRateLimiter({ name: "sign-up", limit: 4, windowMs: WINDOW });
    const second = createRateLimiter({ name: "sign-up", limit: 4, windowMs: WINDOW });
    const unrelated = createRateLimiter({ name: "contact", limit: 4, windowMs: WINDOW });

    expect([await first.hit("ip"), await first.hit("ip")]).toEqual([true, true]);
    // Each answer waits for the shared counter: the other process knows at once.
    expect([await second.hit("ip"), await second.hit("ip")]).toEqual([true, true]);
    expect(await second.hit("ip")).toBe(false);
    expect(await first.blocked("ip")).toBe(true);
    expect(await first.hit("ip")).toBe(false);
    // Other keys and other limiters count apart.
    expect(await first.hit("another-ip")).toBe(true);
    expect(await unrelated.hit("ip")).toBe(true);

    // A reset (a right password) clears the key for every process, those that saw it blocked too.
    await second.reset("ip");
    expect(await first.blocked("ip")).toBe(false);
    expect(await first.hit("ip")).toBe(true);
  });

  it("lets no more hits through than the limit when processes hit together", async () => {
    shareRateLimitsThrough(t.db.rateLimits);
    const processes = Array.from({ length: 3 }, () =>
      createRateLimiter({ name: "contact", limit: 5, windowMs: WINDOW }),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => processes[i % 3].hit("ip")),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it("starts every key afresh when the clock's window turns", async () => {
    // Only the clock is faked: the store's writes still settle on real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    shareRateLimitsThrough(t.db.rateLimits);
    const limiter = createRateLimiter({ name: "turning", limit: 2, windowMs: 60_000 });
    expect([await limiter.hit("a"), await limiter.hit("b"), await limiter.hit("a")]).toEqual([
      true,
      true,
      true,
    ]);
    expect([
      await limiter.hit("a"),
      await limiter.blocked("a"),
      await limiter.blocked("b"),
    ]).toEqual([false, true, false]);
    vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect([await limiter.blocked("a"), await limiter.hit("a"), await limiter.hit("a")]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await limiter.hit("a")).toBe(false);
  });

  it("keeps counting in this process when the shared store fails", async () => {
    shareRateLimitsThrough(t.db.rateLimits);
    const limiter = createRateLimiter({ name: "writes", limit: 3, windowMs: WINDOW });
    expect([await limiter.hit("ip"), await limiter.hit("ip")]).toEqual([true, true]);
    shareRateLimitsThrough({
      add: () => Promise.reject(new Error("down")),
      read: () => Promise.reject(new Error("down")),
      remove: () => Promise.reject(new Error("down")),
    });
    // What the store counted before it failed still counts.
    expect(await limiter.hit("ip")).toBe(true);
    expect(await limiter.blocked("ip")).toBe(true);
    expect(await limiter.hit("ip")).toBe(false);
  });
});

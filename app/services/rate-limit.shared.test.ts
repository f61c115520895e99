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

/** Lets the counters' writes (started without waiting) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

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

  it("enforces one limit across processes", async () => {
    shareRateLimitsThrough(t.db.rateLimits);
    const first = createRateLimiter({ name: "sign-up", limit: 4, windowMs: WINDOW });
    const second = createRateLimiter({ name: "sign-up", limit: 4, windowMs: WINDOW });
    const unrelated = createRateLimiter({ name: "contact", limit: 4, windowMs: WINDOW });

    expect([first.hit("ip"), first.hit("ip")]).toEqual([true, true]);
    await settle();
    expect([second.hit("ip"), second.hit("ip")]).toEqual([true, true]);
    await settle();
    // The second process has seen all four hits; the first learns with its next question.
    expect(second.hit("ip")).toBe(false);
    expect(second.blocked("ip")).toBe(true);
    first.blocked("ip");
    await settle();
    expect(first.blocked("ip")).toBe(true);
    expect(first.hit("ip")).toBe(false);
    // Other keys and other limiters count apart.
    expect(first.hit("another-ip")).toBe(true);
    expect(unrelated.hit("ip")).toBe(true);

    // A reset (a right password) clears the key for every process.
    second.reset("ip");
    await settle();
    const third = createRateLimiter({ name: "sign-up", limit: 4, windowMs: WINDOW });
    third.blocked("ip");
    await settle();
    expect(third.blocked("ip")).toBe(false);
  });

  it("starts every key afresh when the clock's window turns", async () => {
    // Only the clock is faked: the store's writes still settle on real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    shareRateLimitsThrough(t.db.rateLimits);
    const limiter = createRateLimiter({ name: "turning", limit: 2, windowMs: 60_000 });
    expect([limiter.hit("a"), limiter.hit("b"), limiter.hit("a")]).toEqual([true, true, true]);
    await settle();
    expect([limiter.hit("a"), limiter.blocked("a"), limiter.blocked("b")]).toEqual([
      false,
      true,
      false,
    ]);
    vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect([limiter.blocked("a"), limiter.hit("a"), limiter.hit("a")]).toEqual([false, true, true]);
    await settle();
    expect(limiter.hit("a")).toBe(false);
  });

  it("keeps counting in this process when the shared store fails", async () => {
    shareRateLimitsThrough({
      add: () => Promise.reject(new Error("down")),
      read: () => Promise.reject(new Error("down")),
      remove: () => Promise.reject(new Error("down")),
    });
    const limiter = createRateLimiter({ name: "writes", limit: 2, windowMs: WINDOW });
    expect([limiter.hit("ip"), limiter.hit("ip")]).toEqual([true, true]);
    await settle();
    expect(limiter.hit("ip")).toBe(false);
  });
});

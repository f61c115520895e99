import { afterEach, describe, expect, it, vi } from "vitest";
import { createProgressiveLock, createRateLimiter } from "./rate-limit.server";

afterEach(() => vi.useRealTimers());

describe("rate limiter", () => {
  it("refuses hits over the limit until the window passes", async () => {
    vi.useFakeTimers();
    const limiter = createRateLimiter({ name: "test", limit: 2, windowMs: 1000 });
    expect(await limiter.hit("ip")).toBe(true);
    expect(await limiter.hit("ip")).toBe(true);
    expect(await limiter.blocked("ip")).toBe(true);
    expect(await limiter.hit("ip")).toBe(false);
    expect(await limiter.hit("other")).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(await limiter.blocked("ip")).toBe(false);
    expect(await limiter.hit("ip")).toBe(true);
  });

  it("counts every hit of a burst, however many arrive together", async () => {
    const limiter = createRateLimiter({ name: "test-burst", limit: 5, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.hit("ip")));
    expect(answers.filter(Boolean)).toHaveLength(5);
    await limiter.reset("ip");
    expect(await limiter.hit("ip")).toBe(true);
  });

  it("counts 100,000 clients in their window without walking them on each hit", async () => {
    // Before, every hit past 50,000 live keys walked all of them: this took minutes.
    const limiter = createRateLimiter({ name: "test-many", limit: 1, windowMs: 60_000 });
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) await limiter.hit(`2001:db8:${i.toString(16)}::/64`);
    for (let i = 0; i < 10_000; i++) await limiter.hit("one client");
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await limiter.blocked("2001:db8:0::/64")).toBe(true);
    expect(await limiter.blocked("2001:db8:1:2::/64")).toBe(false);
  }, 30_000);
});

describe("progressive lock", () => {
  const options = { freeFailures: 2, baseMs: 1000, maxMs: 8000, forgetAfterMs: 60_000 };
  type Lock = ReturnType<typeof createProgressiveLock>;
  const fail = async (lock: Lock, key = "a") => {
    const attempt = await lock.begin(key);
    if ("waitMs" in attempt) throw new Error(`locked for ${attempt.waitMs} ms`);
    await attempt.end("failure");
  };
  const waitOf = async (lock: Lock, key = "a") => {
    const attempt = await lock.begin(key);
    if ("waitMs" in attempt) return attempt.waitMs;
    await attempt.end("abandoned");
    return 0;
  };

  it("doubles the wait after the free failures, up to the cap", async () => {
    vi.useFakeTimers();
    const lock = createProgressiveLock(options);
    const waits = [];
    for (let i = 0; i < 7; i++) {
      await fail(lock);
      const wait = await waitOf(lock);
      waits.push(wait);
      vi.advanceTimersByTime(wait);
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000]);
    expect(await waitOf(lock, "b")).toBe(0);
  });

  it("forgets failures after a success, or a quiet spell", async () => {
    vi.useFakeTimers();
    const lock = createProgressiveLock(options);
    for (let i = 0; i < 3; i++) await fail(lock);
    expect(await waitOf(lock)).toBe(1000);
    vi.advanceTimersByTime(1000);
    const attempt = await lock.begin("a");
    if ("waitMs" in attempt) throw new Error("still locked");
    await attempt.end("success");
    await fail(lock);
    await fail(lock);
    expect(await waitOf(lock)).toBe(0);
    await fail(lock);
    expect(await waitOf(lock)).toBe(1000);
    vi.advanceTimersByTime(60_000);
    await fail(lock);
    expect(await waitOf(lock)).toBe(0);
  });

  it("lets an attempt that never ended hold its key for a minute at most", async () => {
    vi.useFakeTimers();
    const lock = createProgressiveLock(options);
    expect("end" in (await lock.begin("a"))).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(await lock.begin("a")).toEqual({ waitMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect("end" in (await lock.begin("a"))).toBe(true);
  });

  it("checks one attempt per key at a time", async () => {
    vi.useFakeTimers();
    const lock = createProgressiveLock(options);
    const first = await lock.begin("a");
    expect(await lock.begin("a")).toEqual({ waitMs: 1000 });
    expect("end" in (await lock.begin("b"))).toBe(true);
    if ("end" in first) await first.end("failure");
    expect("end" in (await lock.begin("a"))).toBe(true);
  });

  it("starts one of several attempts begun together on a key", async () => {
    vi.useFakeTimers();
    const lock = createProgressiveLock({ ...options, freeFailures: 0 });
    const begun = await Promise.all(Array.from({ length: 5 }, () => lock.begin("a")));
    const started = begun.filter((attempt) => "end" in attempt);
    expect(started).toHaveLength(1);
    expect(begun.filter((attempt) => "waitMs" in attempt)).toHaveLength(4);
    // The attempt's failure locks the key for whoever begins next.
    const [attempt] = started;
    if ("end" in attempt) await attempt.end("failure");
    expect(await lock.begin("a")).toEqual({ waitMs: 1000 });
  });
});

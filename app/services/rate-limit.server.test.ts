import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

afterEach(() => vi.useRealTimers());

describe("rate limiter", () => {
  it("refuses hits over the limit until the window passes", () => {
    vi.useFakeTimers();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.hit("ip")).toBe(true);
    expect(limiter.hit("ip")).toBe(true);
    expect(limiter.hit("ip")).toBe(false);
    expect(limiter.blocked("ip")).toBe(true);
    expect(limiter.hit("other")).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(limiter.hit("ip")).toBe(true);
  });
});

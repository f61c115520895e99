import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address.server";
import { createRateLimiter } from "~/services/rate-limit.server";

// Pure functions only: no traffic leaves loopback to check what a key is.
const client = (address: string) => clientAddress({ clientAddress: address });

describe("the client every limit counts", () => {
  it("counts an IPv6 /64 as one client: its addresses share one budget, other /64s have theirs", async () => {
    const limiter = createRateLimiter({ name: "test-per-64", limit: 3, windowMs: 60_000 });
    const rotating = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:ffff"];
    const answers = [];
    for (const address of rotating) answers.push(await limiter.hit(client(address)));
    expect(answers).toEqual([true, true, true]);
    expect(await limiter.hit(client("2001:db8:1:2:1234:5678:9abc:def0"))).toBe(false);
    expect(await limiter.hit(client("2001:db8:1:3::1"))).toBe(true);
    expect(await limiter.hit(client("2001:db8:2:2::1"))).toBe(true);
  });

  it("names the /64 whatever the spelling of the address", () => {
    expect(addressKey("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:0000:0000:0000:000b")).toBe("2001:db8:1:2::/64");
    expect(addressKey(" 2001:db8:1:2:3:4:5:6 ")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::a")).not.toBe(addressKey("2001:db8:1:2::a"));
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("counts an IPv4 peer on a dual-stack socket as its IPv4 address", async () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    const limiter = createRateLimiter({ name: "test-mapped", limit: 1, windowMs: 60_000 });
    expect(await limiter.hit(client("::ffff:198.51.100.7"))).toBe(true);
    expect(await limiter.hit(client("198.51.100.7"))).toBe(false);
    // IPv4 addresses count one by one, as before.
    expect(await limiter.hit(client("198.51.100.8"))).toBe(true);
  });

  it("refuses to guess when the load context has no address", () => {
    expect(() => clientAddress({})).toThrow(/No client address/);
  });
});

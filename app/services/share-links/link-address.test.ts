import { describe, expect, it } from "vitest";
import { reducedAddress } from "./link-address";

describe("a share link's activity keeps networks, not addresses", () => {
  it("keeps an IPv4 address as its /24", () => {
    expect(reducedAddress("203.0.113.77")).toBe("203.0.113.0/24");
    expect(reducedAddress(" 10.1.2.3 ")).toBe("10.1.2.0/24");
  });

  it("keeps an IPv6 address as its first 48 bits", () => {
    expect(reducedAddress("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(reducedAddress("2001:DB8::1")).toBe("2001:db8::/48");
    expect(reducedAddress("::1")).toBe("::/48");
    expect(reducedAddress("2001:db8:abcd:12::/64")).toBe("2001:db8:abcd::/48");
  });

  it("keeps an IPv4-mapped IPv6 address as the IPv4 /24 it carries", () => {
    expect(reducedAddress("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
  });

  it("keeps anything else as unknown", () => {
    expect(reducedAddress("")).toBe("unknown");
    expect(reducedAddress("not-an-address")).toBe("unknown");
  });
});

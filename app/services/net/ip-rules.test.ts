import { describe, expect, it } from "vitest";
import { blockedRange, isPublicAddress } from "./ip-rules";

// Pure function over strings: nothing here opens a connection.
const refused: [string, string][] = [
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["0x7f000001", "loopback (hex spelling)"],
  ["2130706433", "loopback (decimal spelling)"],
  ["0177.0.0.1", "loopback (octal spelling)"],
  ["10.0.0.1", "private 10/8"],
  ["10.255.255.255", "private 10/8"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12"],
  ["192.168.1.1", "private 192.168/16"],
  ["169.254.0.1", "link-local"],
  ["169.254.169.254", "cloud metadata"],
  ["100.64.0.1", "CGNAT"],
  ["100.127.255.255", "CGNAT"],
  ["100.100.100.200", "metadata inside CGNAT"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "this network 0/8"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved 240/4"],
  ["192.0.0.192", "IETF protocol assignments (a metadata address)"],
  ["192.0.2.10", "documentation TEST-NET-1"],
  ["198.51.100.7", "documentation TEST-NET-2"],
  ["203.0.113.9", "documentation TEST-NET-3"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  ["::1", "IPv6 loopback"],
  ["::", "IPv6 unspecified"],
  ["fe80::1", "IPv6 link-local"],
  ["febf:ffff::1", "IPv6 link-local upper end"],
  ["fe80::1%eth0", "zoned link-local"],
  ["fc00::1", "unique-local"],
  ["fd12:3456::1", "unique-local"],
  ["fd00:ec2::254", "AWS metadata over IPv6"],
  ["fec0::1", "site-local (deprecated)"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
  ["::ffff:0:127.0.0.1", "IPv4-translated loopback"],
  ["::127.0.0.1", "IPv4-compatible (deprecated)"],
  ["::7f00:1", "IPv4-compatible, hex"],
  ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
  ["64:ff9b::a00:1", "NAT64 of private"],
  ["64:ff9b:1::1", "NAT64 local-use"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2002:c0a8:0101::1", "6to4 of 192.168.1.1"],
  ["2002:a9fe:a9fe::1", "6to4 of metadata"],
  ["2001:db8::1", "documentation"],
  ["2001::1", "Teredo"],
  ["2001:2::1", "benchmarking"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["100::1", "discard"],
  ["5f00::1", "segment routing"],
  ["not-an-ip", "not an address"],
  ["", "empty"],
  ["1.2.3.4.5", "too many parts"],
  ["127.1", "loopback (short spelling)"],
  ["256.1.1.1", "out of range"],
  ["localhost", "a name, not an address"],
];

const allowed: [string, string][] = [
  ["93.184.215.14", "public IPv4"],
  ["8.8.8.8", "public IPv4"],
  ["1.1.1.1", "public IPv4"],
  ["172.15.255.255", "just below 172.16/12"],
  ["172.32.0.1", "just above 172.16/12"],
  ["100.63.255.255", "just below CGNAT"],
  ["100.128.0.1", "just above CGNAT"],
  ["169.253.255.255", "just below link-local"],
  ["11.0.0.1", "just above 10/8"],
  ["192.169.0.1", "just above 192.168/16"],
  ["223.255.255.254", "just below multicast"],
  ["2606:4700:4700::1111", "public IPv6"],
  ["2a00:1450:4001:82a::200e", "public IPv6"],
  ["::ffff:93.184.215.14", "IPv4-mapped public"],
  ["64:ff9b::808:808", "NAT64 of a public address"],
  ["2002:0808:0808::1", "6to4 of a public address"],
];

describe("address rules", () => {
  it.each(refused)("refuses %s (%s)", (ip) => {
    expect(blockedRange(ip)).not.toBeNull();
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(allowed)("allows %s (%s)", (ip) => {
    expect(blockedRange(ip)).toBeNull();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it("names the range it refused", () => {
    expect(blockedRange("127.0.0.1")).toBe("loopback");
    expect(blockedRange("10.1.2.3")).toBe("private");
    expect(blockedRange("169.254.169.254")).toBe("linkLocal");
    expect(blockedRange("100.64.1.1")).toBe("carrierGradeNat");
    expect(blockedRange("::ffff:127.0.0.1")).toBe("embedded loopback");
    expect(blockedRange("fd00:ec2::254")).toBe("uniqueLocal");
  });
});

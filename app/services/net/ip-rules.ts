import ipaddr from "ipaddr.js";

/**
 * Which addresses a server-side fetch of a user-given URL may connect to
 * (docs/product.md#security-baseline). An allow-list, not a block-list: IPv4 must be plain unicast,
 * IPv6 must be global unicast (2000::/3); everything else — loopback, private, link-local (cloud
 * metadata lives there), CGNAT, multicast, unspecified, broadcast, documentation, benchmarking,
 * reserved, unique-local (fd00:ec2::254 is AWS metadata over IPv6) — is refused. IPv6 forms that
 * carry an IPv4 address (mapped, NAT64, 6to4) are judged by the IPv4 address inside.
 */
export function blockedRange(ip: string): string | null {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(ip);
  } catch {
    return "invalid";
  }
  return address.kind() === "ipv4"
    ? ipv4Verdict(address as ipaddr.IPv4)
    : ipv6Verdict(address as ipaddr.IPv6);
}

export const isPublicAddress = (ip: string) => blockedRange(ip) === null;

function ipv4Verdict(address: ipaddr.IPv4): string | null {
  const range = address.range();
  return range === "unicast" ? null : range;
}

const globalUnicast = ipaddr.IPv6.parseCIDR("2000::/3");
const nat64WellKnown = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

function ipv6Verdict(address: ipaddr.IPv6): string | null {
  // A zone id (fe80::1%eth0) only ever names a local link.
  if (address.zoneId) return "zoned";
  const range = address.range();
  if (range === "ipv4Mapped" || range === "rfc6145") return embedded(address.parts.slice(6));
  if (address.match(nat64WellKnown)) return embedded(address.parts.slice(6));
  if (range === "6to4") return embedded(address.parts.slice(1, 3));
  // Teredo hides its IPv4 endpoints (obfuscated); nothing legitimate serves banners from there.
  if (range !== "unicast") return range;
  // ::/96 (IPv4-compatible, deprecated) and the rest outside 2000::/3 report as "unicast".
  return address.match(globalUnicast) ? null : "notGlobal";
}

function embedded([high, low]: number[]): string | null {
  const v4 = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const verdict = ipv4Verdict(v4);
  return verdict && `embedded ${verdict}`;
}

import ipaddr from "ipaddr.js";

/**
 * A client's address as a share link's activity keeps it (docs/decisions/0066-favourites-
 * proofing-activity.md): its network, never the address itself — IPv4 as its /24, IPv6 as its
 * /48 (a site's prefix), an IPv4 peer on a dual-stack socket (::ffff:a.b.c.d) as IPv4. Enough
 * for a photographer to tell "the family's home" from "somewhere else", too little to name a
 * household's device. A network already (the rate limits' `…/64` key, client-address.server.ts)
 * is reduced from its first address. Anything that is not an IP address is kept as "unknown".
 */
export function reducedAddress(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.trim().replace(/\/\d{1,3}$/, ""));
  } catch {
    return "unknown";
  }
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 3).concat([0, 0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/48`;
}

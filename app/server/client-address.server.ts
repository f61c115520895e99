import type { AppLoadContext } from "@remix-run/node";
import ipaddr from "ipaddr.js";

/**
 * The client as every rate limit counts it (docs/product.md#security-baseline), from the address
 * server.mjs puts in the load context: Express's `req.ip` — the socket's peer, or, only when
 * TRUST_PROXY names a hop count, the X-Forwarded-For entry that many hops back. Request headers are
 * never read here: any client can write them. See addressKey for what "one client" means.
 */
export function clientAddress(context: AppLoadContext): string {
  const address = context.clientAddress;
  if (!address) {
    throw new Error("No client address in the load context (server.mjs getLoadContext)");
  }
  return addressKey(address);
}

/**
 * One key per client (docs/decisions/0037-rate-limits-per-64-with-rate-limiter-flexible.md).
 * IPv4 as is; an IPv4 peer on a dual-stack socket (::ffff:a.b.c.d) as that IPv4 address; any
 * other IPv6 address as its /64 network, which one subscriber, host or VM usually holds whole:
 * counting its 2^64 addresses apart would hand that client as many fresh budgets.
 */
export function addressKey(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns IPv4-mapped IPv6 into the IPv4 address it carries.
    parsed = ipaddr.process(address.trim());
  } catch {
    // Not an IP address (never from a TCP socket): counted under its own spelling.
    return address.trim().toLowerCase();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}

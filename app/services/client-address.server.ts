import type { AppLoadContext } from "@remix-run/node";

/**
 * The client's address, the one every rate limit keys on (DESIGN §9). server.mjs puts Express's
 * `req.ip` in the load context: the socket's peer, or — only when TRUST_PROXY names a hop count —
 * the X-Forwarded-For entry that many hops back. Request headers are never read here: any client
 * can write them.
 */
export function clientAddress(context: AppLoadContext): string {
  const address = context.clientAddress;
  if (!address) {
    throw new Error("No client address in the load context (server.mjs getLoadContext)");
  }
  return canonicalAddress(address);
}

/** One spelling per client: an IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d. */
export function canonicalAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { blockedRange } from "./ip-rules";
import { RemoteFetchError, UnsafeUrlError } from "./fetch-errors";

export type Resolve = (host: string) => Promise<string[]>;

export interface AddressRules {
  resolve: Resolve;
  /** True when a connection to this IP may be made. */
  allowAddress: (ip: string) => boolean;
}

/** A URL whose every address passed the rules, and the one address to connect to. */
export interface CheckedTarget {
  url: URL;
  /** The hostname as sent in Host and SNI (IPv6 without brackets). */
  hostname: string;
  address: string;
  family: 4 | 6;
}

export const resolveWithDns: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export const defaultRules: AddressRules = {
  resolve: resolveWithDns,
  allowAddress: (ip) => blockedRange(ip) === null,
};

export function parseHttpUrl(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    // The WHATWG parser turns 0x7f000001, 127.1, 2130706433 and 0177.0.0.1 into 127.0.0.1:
    // every check below sees the address the socket would.
    url = new URL(raw, base);
  } catch {
    throw new UnsafeUrlError("unparsable", "That is not a valid web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UnsafeUrlError(`scheme ${url.protocol}`, "Only http and https addresses are allowed");
  }
  if (url.username || url.password) throw new UnsafeUrlError("credentials in URL");
  return url;
}

/** Resolves the host and checks every address it has; refuses if any one is not allowed. */
export async function checkTarget(url: URL, rules: AddressRules): Promise<CheckedTarget> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(hostname) ? [hostname] : await resolveAll(hostname, rules.resolve);
  const refused = addresses.find((ip) => !rules.allowAddress(ip));
  if (refused !== undefined) throw new UnsafeUrlError(`${hostname} has address ${refused}`);
  const pinned = ipaddr.parse(addresses[0]);
  return {
    url,
    hostname,
    address: pinned.toString(),
    family: pinned.kind() === "ipv6" ? 6 : 4,
  };
}

async function resolveAll(hostname: string, resolve: Resolve): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    throw new RemoteFetchError("That address could not be found", { cause: error });
  }
  if (addresses.length === 0) throw new RemoteFetchError("That address could not be found");
  // A resolver's answer is checked like a literal: anything ipaddr cannot read is refused.
  for (const ip of addresses)
    if (!ipaddr.isValid(ip)) throw new UnsafeUrlError(`bad address ${ip}`);
  return addresses;
}

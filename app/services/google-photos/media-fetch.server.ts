import { config } from "~/config.server";
import {
  checkTarget,
  defaultRules,
  parseHttpUrl,
  type AddressRules,
} from "~/services/net/checked-target.server";
import { RemoteFetchError, UnsafeUrlError } from "~/services/net/fetch-errors";
import { isPublicAddress } from "~/services/net/ip-rules";
import { isRedirect, requestPinned } from "~/services/net/pinned-request.server";
import { MAX_REDIRECTS } from "~/services/net/safe-fetch.server";

/**
 * Photo bytes from Google (album covers, import downloads) with the user's bearer token. The
 * URL comes from an API answer, so it is not trusted: the token goes only to a configured media
 * host (GOOGLE_MEDIA_HOSTS), through the same address guard as hero banners by URL (every
 * address checked, the socket pinned, size and time capped), and a redirect is followed only
 * within the same origin — the token is never carried to another (docs/decisions/0017-google-photos-connection.md).
 */

export interface MediaFetchOptions {
  signal?: AbortSignal | null;
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** Whether `url` is on one of `hosts` (exact names: a listed name does not admit its subdomains). */
export const isMediaHost = (url: URL, hosts: readonly string[]) => hosts.includes(url.hostname);

/**
 * Public addresses, as for any outside fetch, and also an address the operator listed literally
 * (the loopback stand-in in tests): naming it is the same choice as GOOGLE_LIBRARY_API_URL.
 */
export function mediaAddressRules(hosts: readonly string[]): AddressRules {
  const listed = new Set(hosts.map((host) => host.replace(/^\[(.*)\]$/, "$1")));
  return {
    resolve: defaultRules.resolve,
    allowAddress: (ip) => isPublicAddress(ip) || listed.has(ip),
  };
}

/**
 * One GET of Google media, answered as a Response for the caller to judge (status, type, bytes).
 * Throws UnsafeUrlError before any connection to a host that is not a media host (or a redirect
 * to another host), RemoteFetchError when the body is too large or too slow, and a TypeError when
 * the network fails, as fetch does, so callers retry network failures alike.
 */
export async function fetchGoogleMedia(
  url: string | URL,
  token: string,
  { signal, maxBytes, timeoutMs = DEFAULT_TIMEOUT_MS }: MediaFetchOptions,
): Promise<Response> {
  const hosts = config().GOOGLE_MEDIA_HOSTS;
  const rules = mediaAddressRules(hosts);
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;

  let current = parseHttpUrl(url);
  if (!isMediaHost(current, hosts)) {
    throw new UnsafeUrlError(`${current.hostname} is not a Google media host`);
  }
  for (let redirects = 0; ; redirects++) {
    let answer;
    try {
      const target = await checkTarget(current, rules);
      answer = await requestPinned(target, {
        signal: stop,
        maxBytes,
        headers: { authorization: `Bearer ${token}` },
      });
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof RemoteFetchError) throw error;
      if (signal?.aborted) throw signal.reason;
      if (deadline.aborted) {
        throw new RemoteFetchError(`Google took longer than ${timeoutMs / 1000} s to answer`);
      }
      throw new TypeError("Google media could not be reached", { cause: error });
    }
    if (isRedirect(answer.status) && answer.location) {
      if (redirects === MAX_REDIRECTS) throw new RemoteFetchError("Too many redirects");
      const next = parseHttpUrl(answer.location, current);
      if (next.origin !== current.origin) {
        throw new UnsafeUrlError(`redirect from ${current.origin} to ${next.origin}`);
      }
      current = next;
      continue;
    }
    const headers = new Headers();
    if (answer.contentType) headers.set("content-type", answer.contentType);
    if (answer.retryAfter) headers.set("retry-after", answer.retryAfter);
    // A 204 or 304 may carry no body at all, not even an empty one.
    const bytes = answer.bytes;
    const body = bytes?.length
      ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
      : null;
    if (body) headers.set("content-length", String(body.length));
    return new Response(body, { status: answer.status, headers });
  }
}

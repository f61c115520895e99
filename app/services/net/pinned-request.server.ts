import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { CheckedTarget } from "./checked-target.server";
import { RemoteFetchError } from "./fetch-errors";

export interface PinnedAnswer {
  status: number;
  location: string | null;
  contentType: string | null;
  /** Seconds or an HTTP date, for callers that retry (a 429 or 503 may carry it). */
  retryAfter: string | null;
  /** Only read for 2xx answers. */
  bytes: Buffer | null;
}

/**
 * One GET to the checked address only. The custom lookup hands the socket the address that was
 * checked, so a second DNS answer (rebinding) can never be used; Host and TLS SNI keep the name.
 * No agent: a pooled socket must never carry a request for another target.
 */
export function requestPinned(
  target: CheckedTarget,
  {
    signal,
    maxBytes,
    headers = {},
  }: {
    signal: AbortSignal;
    maxBytes: number;
    /** Sent to this target only (a bearer token): never carried on to a redirect's. */
    headers?: Record<string, string>;
  },
): Promise<PinnedAnswer> {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PinnedAnswer>((resolve, reject) => {
    const request = client.request(
      {
        method: "GET",
        protocol: url.protocol,
        hostname: target.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          accept: "image/*",
          "user-agent": "Viewfinder image fetch",
          ...headers,
          host: url.host,
        },
        lookup: pinnedLookup,
        // SNI carries names only (RFC 6066): none for an IP literal.
        servername: isIP(target.hostname) ? undefined : target.hostname,
        agent: false,
        signal,
      },
      (response) => readAnswer(response, maxBytes).then(resolve, reject),
    );
    request.on("error", reject);
    request.end();
  });
}

export const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

async function readAnswer(response: IncomingMessage, maxBytes: number): Promise<PinnedAnswer> {
  const status = response.statusCode ?? 0;
  const answer = {
    status,
    location: response.headers.location ?? null,
    contentType: response.headers["content-type"] ?? null,
    retryAfter: response.headers["retry-after"] ?? null,
  };
  if (status < 200 || status >= 300) {
    response.destroy();
    return { ...answer, bytes: null };
  }
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return { ...answer, bytes: Buffer.concat(chunks) };
}

const tooLarge = (maxBytes: number) =>
  new RemoteFetchError(`The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

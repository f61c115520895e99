import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "~/server/security-headers.server";
import { bytesIn, etagOf, matchesIfNoneMatch, type Encoding } from "./encode.server";
import type { CachedBody } from "./page-store.server";

/**
 * How a cached body is answered (docs/decisions/0026-public-page-cache.md): its headers as flat
 * lists, made once per body and encoding, written by one writeHead on the bare request (a hit
 * before Express) or header by header on Express's response (a request that waited for the
 * body's first render). Every hit runs this, so it is kept to lookups and one copy.
 */

// Signed-in visitors get another rendering of the same address.
export const VARY = "Accept-Encoding, Cookie";

const ENCODINGS = new Map<string, Encoding>();

/** br, then gzip, when the client accepts them (a q of 0 refuses); otherwise the plain body. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // Browsers send one of a handful of spellings: each is parsed once.
  let chosen = ENCODINGS.get(acceptEncoding);
  if (chosen) return chosen;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  chosen =
    accepted.has("br") || accepted.has("*") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
  if (ENCODINGS.size < 64) ENCODINGS.set(acceptEncoding, chosen);
  return chosen;
}

/** Each body's header lists, made when an encoding is first asked for (gzip's needs its bytes). */
const LISTS = new WeakMap<CachedBody, Map<string, string[]>>();

/** The header list of a 200 (`withBody`) or a 304, the last value a slot for the request id. */
function listOf(body: CachedBody, encoding: Encoding, withBody: boolean): string[] {
  let lists = LISTS.get(body);
  if (!lists) LISTS.set(body, (lists = new Map()));
  const key = `${encoding}${withBody ? "" : " 304"}`;
  let list = lists.get(key);
  if (list) return list;
  const length = encoding === "identity" ? body.identityLength : bytesIn(body, encoding).length;
  list = [
    ...securityHeaders(body.pathname).flat(),
    ...body.headers.flat(),
    "Cache-Control",
    body.cacheControl,
    "Vary",
    VARY,
    "X-Cache",
    "HIT",
    "ETag",
    etagOf(body.etag, encoding),
    // A 304 carries no body, so no Content-Encoding or Content-Length.
    ...(withBody && encoding !== "identity" ? ["Content-Encoding", encoding] : []),
    ...(withBody ? ["Content-Length", String(length)] : []),
    "X-Request-Id",
    "",
  ];
  lists.set(key, list);
  return list;
}

/** What of the request decides the answer. */
interface Asked {
  method?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
}

/** The status and header list of this request's answer; the list is the caller's to change. */
function answerOf(asked: Asked, body: CachedBody, requestId: string) {
  const encoding = chooseEncoding(asked.acceptEncoding);
  const notModified = matchesIfNoneMatch(asked.ifNoneMatch, body.etag);
  const headers = listOf(body, encoding, !notModified).slice();
  headers[headers.length - 1] = requestId;
  return {
    status: notModified ? 304 : body.status,
    headers,
    bytes: notModified || asked.method === "HEAD" ? undefined : bytesIn(body, encoding),
  };
}

/** Answers on the bare request, before Express (nothing set on `res` yet); returns the status. */
export function writeCached(
  asked: Asked,
  res: ServerResponse,
  body: CachedBody,
  requestId: string,
  closing: boolean,
): number {
  const { status, headers, bytes } = answerOf(asked, body, requestId);
  if (closing) headers.push("Connection", "close");
  res.writeHead(status, headers);
  res.end(bytes);
  return status;
}

/**
 * Answers on Express's response, whose middleware already set headers (a per-request CSP, which
 * the body's own replaces, and the request id, set again to the same value). `cache` MISS: the
 * request whose render made the body.
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  body: CachedBody,
  cache: "HIT" | "MISS" = "HIT",
): void {
  const requestId = res.getHeader("X-Request-Id");
  const asked = {
    method: req.method,
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
  };
  const { status, headers, bytes } = answerOf(asked, body, String(requestId ?? ""));
  // The id's slot is last: left out when Express's logging set none.
  const count = requestId === undefined ? headers.length - 2 : headers.length;
  for (let i = 0; i < count; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  if (cache === "MISS") res.setHeader("X-Cache", cache);
  res.statusCode = status;
  res.end(bytes);
}

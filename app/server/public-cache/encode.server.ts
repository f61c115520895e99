import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gzipSync } from "node:zlib";

const brotliAsync = promisify(brotliCompress);

export interface EncodedBodies {
  /** The body as rendered: given to the render's own visitor, not cached (page-store.server.ts). */
  identity?: Buffer;
  /** Its length, for the Content-Length of an uncompressed answer. */
  identityLength: number;
  br: Buffer;
  etag: string;
}

/**
 * A body compressed once for every later visitor (ADR 0026): brotli, which every browser takes.
 * Quality 6: on a 32 KB portfolio page quality 9 took 13 ms for 0.4 % less, quality 11 37 ms for
 * 10 % less, and a miss waits for it. It runs on libuv's thread pool, so the event loop keeps
 * serving hits meanwhile. Gzip is made when a client that takes only gzip first asks (`bytesIn`):
 * making it for every page cost a miss 1.7 ms of CPU (docs/performance.md, "Cold render").
 */
export async function encodeOnce(identity: Buffer, text: boolean): Promise<EncodedBodies> {
  const br = await brotliAsync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_MODE]: text
        ? constants.BROTLI_MODE_TEXT
        : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const etag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { identity, identityLength: identity.length, br, etag };
}

export type Encoding = "br" | "gzip" | "identity";

/** Gzip forms made for clients that asked, kept as long as their body is. */
const GZIPPED = new WeakMap<EncodedBodies, Buffer>();

/**
 * A body's bytes in one encoding. The store keeps the brotli form only (a tenth of the page): the
 * rare client that takes no brotli gets it decompressed (about 1 ms for a 220 KB page), and gzip
 * (level 5: 1.5 % more than level 9 in 60 % of its time) once per body.
 */
export function bytesIn(body: EncodedBodies, encoding: Encoding): Buffer {
  if (encoding === "br") return body.br;
  const identity = body.identity ?? brotliDecompressSync(body.br);
  if (encoding === "identity") return identity;
  let gzipped = GZIPPED.get(body);
  if (!gzipped) {
    gzipped = gzipSync(identity, { level: 5 });
    GZIPPED.set(body, gzipped);
  }
  return gzipped;
}

/** The strong ETag of one encoding: a different representation has a different validator. */
export function etagOf(etag: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${etag}"` : `"${etag}-${encoding === "br" ? "br" : "gz"}"`;
}

/** Whether an If-None-Match header names this body, in any encoding (RFC 9110 weak comparison). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === `"${etag}"` || tag === `"${etag}-br"` || tag === `"${etag}-gz"`);
}

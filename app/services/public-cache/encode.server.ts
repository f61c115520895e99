import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EncodedBodies {
  /** The body as rendered: given to the render's own visitor, not kept (page-store.server.ts). */
  identity?: Buffer;
  /** Its length, for the Content-Length of an uncompressed answer. */
  identityLength: number;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * A body compressed once for every later visitor (ADR 0026: pre-compressed gzip and brotli).
 * Brotli quality 6: on a 32 KB portfolio page quality 9 took 13 ms for 0.4 % less, quality 11
 * 37 ms for 10 % less, and a miss waits for it. Gzip level 5 (browsers ask for brotli; gzip is for
 * other clients): on a 220 KB 50-photo page 1.5 % more than level 9's 24.4 KB in 60 % of its
 * 2.7 ms (docs/performance.md, "Cold render"). Both run on libuv's thread pool, side by side, so
 * the event loop keeps serving hits meanwhile.
 */
export async function encodeOnce(identity: Buffer, text: boolean): Promise<EncodedBodies> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 5 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: text
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { identity, identityLength: identity.length, gzip: gz, br, etag };
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * A body's bytes in one encoding. The store keeps the compressed ones only; the rare client that
 * takes neither brotli nor gzip gets the brotli body decompressed (about 1 ms for a 220 KB page).
 */
export function bytesIn(body: EncodedBodies, encoding: Encoding): Buffer {
  if (encoding !== "identity") return body[encoding];
  return body.identity ?? brotliDecompressSync(body.br);
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

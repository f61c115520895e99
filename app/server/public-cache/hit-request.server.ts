import type { IncomingMessage } from "node:http";

/** The request headers a public page cache hit reads. */
export interface HitRequestHeaders {
  cookie?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  requestId?: string;
  userAgent?: string;
}

/**
 * The headers a hit reads, straight from the raw list: Node builds `req.headers` (an object,
 * every header through its duplicate rules) on first use, which a hit, answered before Express,
 * otherwise never needs. Duplicates combine as Node combines them: cookies with "; ", the
 * others with ", ", the user agent's first value kept.
 */
export function hitRequestHeaders(req: IncomingMessage): HitRequestHeaders {
  const raw = req.rawHeaders;
  const found: HitRequestHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    // Lengths first: most headers are none of these, and a length compares for free.
    switch (name.length) {
      case 6:
        if (name.toLowerCase() === "cookie") {
          found.cookie = found.cookie === undefined ? value : `${found.cookie}; ${value}`;
        }
        break;
      case 10:
        if (name.toLowerCase() === "user-agent") found.userAgent ??= value;
        break;
      case 12:
        if (name.toLowerCase() === "x-request-id") found.requestId = join(found.requestId, value);
        break;
      case 13:
        if (name.toLowerCase() === "if-none-match")
          found.ifNoneMatch = join(found.ifNoneMatch, value);
        break;
      case 15:
        if (name.toLowerCase() === "accept-encoding") {
          found.acceptEncoding = join(found.acceptEncoding, value);
        }
        break;
    }
  }
  return found;
}

const join = (earlier: string | undefined, value: string) =>
  earlier === undefined ? value : `${earlier}, ${value}`;

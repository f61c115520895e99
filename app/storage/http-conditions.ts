import type { ObjectInfo } from "./object-store";

/**
 * The request-header rules objectResponse needs (RFC 9110 §13–14), kept free of I/O.
 * Only single byte ranges are served: images and downloads need nothing more, and a server may
 * ignore a Range it does not support by answering 200 with the whole object.
 */

export type RequestedRange = { start: number; end?: number } | { suffix: number };

/** undefined when absent, malformed, or several ranges: all mean "send everything". */
export function parseRangeHeader(header: string | null): RequestedRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "" && last === "") return undefined;
  const numbers = [first, last].filter((n) => n !== "").map(Number);
  if (!numbers.every(Number.isSafeInteger)) return undefined;
  if (first === "") return { suffix: Number(last) };
  const start = Number(first);
  const end = last === "" ? undefined : Number(last);
  // "last < first" makes the range-spec invalid, which means: ignore the header.
  return end !== undefined && end < start ? undefined : { start, end };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

function secondsOf(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** True when the client's copy is current: answer 304. If-None-Match wins over If-Modified-Since. */
export function isNotModified(headers: Headers, info: ObjectInfo): boolean {
  const noneMatch = headers.get("If-None-Match");
  if (noneMatch !== null) {
    if (noneMatch.trim() === "*") return true;
    if (!info.etag) return false;
    const current = opaque(info.etag);
    return noneMatch.split(",").some((tag) => opaque(tag) === current);
  }
  const since = Date.parse(headers.get("If-Modified-Since") ?? "");
  return !Number.isNaN(since) && secondsOf(info.lastModified) <= Math.floor(since / 1000);
}

/** If-Range: serve the range only if the client's validator still names this version. */
export function rangeStillApplies(headers: Headers, info: ObjectInfo): boolean {
  const ifRange = headers.get("If-Range")?.trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) {
    // Strong comparison: a weak tag never matches.
    return !!info.etag && !info.etag.startsWith("W/") && ifRange === info.etag;
  }
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(date / 1000) === secondsOf(info.lastModified);
}

import type { Document } from "~/data/collection";

/**
 * Documents as one JSON line each, in MongoDB Extended JSON's relaxed forms for the types plain
 * JSON would lose: `{"$date": "…"}` for dates, `{"$binary": {"base64", "subType"}}` for bytes and
 * `{"$numberDouble": "NaN"}` for non-finite numbers. (bson's own EJSON reads a Node Buffer as an
 * object of numbered keys and writes undefined as null, so it is not used for encoding.)
 * No stored field name starts with "$" (both engines refuse them), so the tags cannot clash.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function encodeValue(value: unknown, sortKeys: boolean): Json | undefined {
  if (value === undefined || typeof value === "function") return undefined;
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    return Number.isFinite(value) ? value : { $numberDouble: String(value) };
  }
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) {
    return { $binary: { base64: Buffer.from(value).toString("base64"), subType: "00" } };
  }
  if (Array.isArray(value)) return value.map((item) => encodeValue(item, sortKeys) ?? null);
  if (typeof value === "object") {
    const keys = Object.keys(value);
    if (sortKeys) keys.sort();
    const out: { [key: string]: Json } = {};
    for (const key of keys) {
      const encoded = encodeValue((value as Record<string, unknown>)[key], sortKeys);
      if (encoded !== undefined) out[key] = encoded;
    }
    return out;
  }
  throw new TypeError(`Cannot encode a ${typeof value} in a document`);
}

function decodeValue(value: Json): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value);
  if (keys.length === 1) {
    const tagged = value[keys[0]];
    if (keys[0] === "$date" && typeof tagged === "string") return new Date(tagged);
    if (keys[0] === "$numberDouble" && typeof tagged === "string") return Number(tagged);
    if (keys[0] === "$binary" && tagged && typeof tagged === "object" && !Array.isArray(tagged)) {
      return Buffer.from(String(tagged.base64), "base64");
    }
  }
  return Object.fromEntries(keys.map((key) => [key, decodeValue(value[key])]));
}

/** One line (no newline) for a document, its fields in stored order. */
export function encodeDocument(doc: Document): string {
  return JSON.stringify(encodeValue(doc, false));
}

/** The same encoding with every object's keys sorted: equal documents give equal text. */
export function canonicalDocument(doc: Document): string {
  return JSON.stringify(encodeValue(doc, true));
}

export class DocumentLineError extends Error {
  name = "DocumentLineError";
}

/** A document back from its line; throws DocumentLineError for anything but an object with an _id. */
export function decodeDocument(line: string): Document {
  let parsed: Json;
  try {
    parsed = JSON.parse(line) as Json;
  } catch {
    throw new DocumentLineError("a line is not JSON");
  }
  const doc = decodeValue(parsed) as Document;
  if (!doc || typeof doc !== "object" || Array.isArray(doc) || typeof doc._id !== "string") {
    throw new DocumentLineError("a line is not a document with a string _id");
  }
  return doc;
}

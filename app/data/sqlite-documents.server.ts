import type { Schema, SchemaType } from "mongoose";
import type { QueryShape } from "./sqlite-query";

/**
 * How documents are stored as JSON in the SQLite engine, derived from a collection's mongoose
 * schema. A schema's Date fields are stored as ISO strings: `json_extract` then compares and
 * sorts them in time order, and expression indexes serve them. A Date anywhere else (inside a
 * Mixed field) is stored tagged, `{"$$date": "<ISO>"}`, so it still comes back a Date.
 */

/** The schema's Date paths as a tree: `true` marks a Date (or array of Dates). */
export interface DateTree {
  [field: string]: DateTree | true;
}

export interface DocumentShape extends QueryShape {
  dates: DateTree;
  /** Whether a path is one of the schema's Date fields (not under an array). */
  isDate(field: string): boolean;
  /** Whether a path is one of the schema's Boolean fields (not under an array). */
  isBoolean(field: string): boolean;
}

interface Walked {
  dates: DateTree;
  scalars: Set<string>;
  datePaths: Set<string>;
  booleanPaths: Set<string>;
}

function setDate(tree: DateTree, path: string[]): void {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    const inner = node[segment];
    node = inner && inner !== true ? inner : (node[segment] = {});
  }
  node[path[path.length - 1]!] = true;
}

const SCALARS = new Set(["String", "Number", "Boolean", "Date", "ObjectId", "Decimal128"]);

/** Walks a schema; `scalarPrefix` is null under an array, whose fields are never scalars. */
function walk(schema: Schema, prefix: string[], scalarPrefix: boolean, into: Walked): void {
  schema.eachPath((name: string, type: SchemaType) => {
    const path = [...prefix, ...name.split(".")];
    const dotted = path.join(".");
    const typed = type as SchemaType & {
      $isSingleNested?: boolean;
      $isMongooseDocumentArray?: boolean;
      schema?: Schema;
      embeddedSchemaType?: SchemaType;
    };
    if (typed.$isSingleNested && typed.schema) {
      walk(typed.schema, path, scalarPrefix, into);
    } else if (typed.$isMongooseDocumentArray && typed.schema) {
      walk(typed.schema, path, false, into);
    } else if (type.instance === "Array") {
      if (typed.embeddedSchemaType?.instance === "Date") setDate(into.dates, path);
    } else if (SCALARS.has(type.instance)) {
      if (type.instance === "Date") {
        setDate(into.dates, path);
        if (scalarPrefix) into.datePaths.add(dotted);
      }
      if (scalarPrefix) into.scalars.add(dotted);
      if (scalarPrefix && type.instance === "Boolean") into.booleanPaths.add(dotted);
    }
  });
}

export function documentShape(schema: Schema): DocumentShape {
  const walked: Walked = {
    dates: {},
    scalars: new Set(["_id"]),
    datePaths: new Set(),
    booleanPaths: new Set(),
  };
  walk(schema, [], true, walked);
  return {
    dates: walked.dates,
    isScalar: (field) => walked.scalars.has(field),
    isDate: (field) => walked.datePaths.has(field),
    isBoolean: (field) => walked.booleanPaths.has(field),
  };
}

const TAG = "$$date";

function encodeValue(value: unknown, tree: DateTree | true | undefined): unknown {
  if (value instanceof Date) return tree === true ? value.toISOString() : { [TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map((item) => encodeValue(item, tree));
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    const sub = tree && tree !== true ? tree : undefined;
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined) out[key] = encodeValue(inner, sub?.[key]);
    }
    return out;
  }
  return value;
}

/** A document as stored: JSON without `_id` (the table's key column holds it). */
export function encodeDocument(doc: object, dates: DateTree): string {
  const { _id: _omitted, ...rest } = doc as Record<string, unknown>;
  return JSON.stringify(encodeValue(rest, dates));
}

function reviveTagged(_key: string, value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const tagged = (value as Record<string, unknown>)[TAG];
    if (keys.length === 1 && typeof tagged === "string") return new Date(tagged);
  }
  return value;
}

function reviveDates(value: unknown, tree: DateTree | true): unknown {
  if (tree === true) {
    if (typeof value === "string") return new Date(value);
    if (Array.isArray(value)) return value.map((item) => reviveDates(item, true));
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => reviveDates(item, tree));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    for (const [key, sub] of Object.entries(tree)) {
      if (record[key] !== undefined && record[key] !== null) record[key] = reviveDates(record[key], sub);
    }
  }
  return value;
}

/** A stored row back to the document it was. */
export function decodeDocument<T>(id: string, json: string, dates: DateTree): T {
  const parsed = JSON.parse(json, json.includes(`"${TAG}"`) ? reviveTagged : undefined) as object;
  return { _id: id, ...(reviveDates(parsed, dates) as object) } as T;
}

/** A single value read from a Date field (`group`'s key or latest), as a Date. */
export function decodeDateValue(value: unknown): unknown {
  return typeof value === "string" ? new Date(value) : value;
}

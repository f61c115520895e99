import type { Filter, FindOptions } from "./collection";

/**
 * The collections' MongoDB query subset (collection.ts) translated to SQL over a table of JSON
 * documents `(_id TEXT PRIMARY KEY, doc TEXT NOT NULL)` (docs/decisions/0050-sqlite-embedded-engine.md).
 * Pure: SQL text and parameters in, nothing run. Values go as parameters; field paths are
 * written into the SQL, because an expression index serves a query only when the query spells
 * the very same expression (`json_extract(doc, '$.userId')`).
 */

export type SqlValue = string | number | null;

export interface Sql {
  sql: string;
  params: SqlValue[];
}

/**
 * What the translator knows of a collection's fields. A scalar field (a string, number, boolean
 * or date by its schema) is compared directly, so its indexes serve the query; any other field
 * may hold an array, and MongoDB matches a value against each of its elements.
 */
export interface QueryShape {
  isScalar(field: string): boolean;
}

/** Knows nothing: every field but `_id` may hold an array (always correct, never indexed). */
export const unknownShape: QueryShape = { isScalar: (field) => field === "_id" };

/** The SQL function the engine registers for $regex: (source, flags, value) → 1 or 0. */
export const REGEXP_FUNCTION = "vf_regexp";

/**
 * The implementation of REGEXP_FUNCTION: a JavaScript RegExp test (SQLite has none built in),
 * with each pattern compiled once. Only strings match, as in MongoDB.
 */
export function createRegexpFunction() {
  const patterns = new Map<string, RegExp>();
  return (source: unknown, flags: unknown, value: unknown): number => {
    if (typeof value !== "string" || typeof source !== "string") return 0;
    const key = `${String(flags)}/${source}`;
    let pattern = patterns.get(key);
    if (!pattern) {
      pattern = new RegExp(source, typeof flags === "string" ? flags : "");
      if (patterns.size >= 1000) patterns.clear();
      patterns.set(key, pattern);
    }
    return pattern.test(value) ? 1 : 0;
  };
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `a.b` → `$.a.b`, `items.0.state` → `$.items[0].state` (a number is an array position, as in
 * the repositories' paths); refuses anything else, since the path is written into the SQL.
 */
export function jsonPath(field: string): string {
  let path = "$";
  for (const segment of field.split(".")) {
    if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (SEGMENT.test(segment)) path += `.${segment}`;
    else throw new Error(`Unsupported field path: ${field}`);
  }
  return path;
}

/** The SQL expression of a field's value: the `_id` column, or the value inside the JSON. */
export function fieldExpression(field: string): string {
  return field === "_id" ? "_id" : `json_extract(doc, '${jsonPath(field)}')`;
}

/**
 * A JavaScript value as SQLite compares it with `json_extract`: dates as ISO strings (how the
 * engine stores a schema's Date fields, so text order is time order), booleans as 1 and 0 (what
 * `json_extract` returns for true and false), arrays and objects as JSON text.
 */
export function sqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value, (_key, inner: unknown) => inner);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key.startsWith("$"));

/** A condition that is never NULL: SQL's three-valued logic would make NOT(NULL) drop rows. */
const negate = (condition: string) => `NOT coalesce((${condition}), 0)`;

class Translator {
  readonly params: SqlValue[] = [];

  constructor(private readonly shape: QueryShape) {}

  filter(filter: Filter): string {
    const parts: string[] = [];
    for (const [key, condition] of Object.entries(filter)) {
      if (key === "$or" || key === "$and") parts.push(this.logical(key, condition));
      else if (key.startsWith("$")) throw new Error(`Unsupported query operator: ${key}`);
      else parts.push(this.field(key, condition));
    }
    return parts.length ? parts.join(" AND ") : "1";
  }

  private logical(operator: "$or" | "$and", branches: unknown): string {
    if (!Array.isArray(branches)) throw new Error(`${operator} needs an array`);
    if (branches.length === 0) return operator === "$or" ? "0" : "1";
    const joined = branches
      .map((branch) => `(${this.filter(branch as Filter)})`)
      .join(operator === "$or" ? " OR " : " AND ");
    return `(${joined})`;
  }

  private field(field: string, condition: unknown): string {
    if (condition instanceof RegExp) return this.regex(field, condition.source, condition.flags);
    if (!isOperatorObject(condition)) return this.equals(field, condition);
    const parts: string[] = [];
    for (const [operator, operand] of Object.entries(condition)) {
      parts.push(this.operator(field, operator, operand, condition));
    }
    return parts.length === 1 ? parts[0]! : `(${parts.join(" AND ")})`;
  }

  private operator(
    field: string,
    operator: string,
    operand: unknown,
    condition: Record<string, unknown>,
  ): string {
    switch (operator) {
      case "$eq":
        return this.equals(field, operand);
      case "$ne":
        return negate(this.equals(field, operand));
      case "$in":
        return this.in(field, operand);
      case "$nin":
        return negate(this.in(field, operand));
      case "$gt":
        return this.compare(field, ">", operand);
      case "$gte":
        return this.compare(field, ">=", operand);
      case "$lt":
        return this.compare(field, "<", operand);
      case "$lte":
        return this.compare(field, "<=", operand);
      case "$exists":
        return this.exists(field, Boolean(operand));
      case "$regex": {
        const options = typeof condition.$options === "string" ? condition.$options : "";
        if (operand instanceof RegExp) return this.regex(field, operand.source, operand.flags + options);
        if (typeof operand === "string") return this.regex(field, operand, options);
        throw new Error("$regex needs a RegExp or a string");
      }
      case "$options":
        return "1";
      default:
        throw new Error(`Unsupported query operator: ${operator}`);
    }
  }

  private param(value: unknown): string {
    this.params.push(sqlValue(value));
    return "?";
  }

  /** `test` on the field's value, or on any element when the field may hold an array. */
  private each(field: string, test: (value: string) => string): string {
    if (this.shape.isScalar(field)) return test(fieldExpression(field));
    return `EXISTS (SELECT 1 FROM json_each(doc, '${jsonPath(field)}') WHERE ${test("value")})`;
  }

  private equals(field: string, value: unknown): string {
    // Missing and null are alike to MongoDB; json_extract returns NULL for both.
    if (value === null || value === undefined) return `${fieldExpression(field)} IS NULL`;
    if (Array.isArray(value) || isPlainObject(value)) {
      // A whole array or subdocument, compared as compact JSON (key order matters, as in MongoDB).
      return `${fieldExpression(field)} = json(${this.param(value)})`;
    }
    if (value instanceof RegExp) return this.regex(field, value.source, value.flags);
    return this.each(field, (expression) => `${expression} = ${this.param(value)}`);
  }

  private in(field: string, values: unknown): string {
    if (!Array.isArray(values)) throw new Error("$in needs an array");
    const present = values.filter((value) => value !== null && value !== undefined);
    const parts: string[] = [];
    if (present.length) {
      // One parameter holding a JSON array: the SQL stays the same whatever the list's length.
      const list = JSON.stringify(present.map(sqlValue));
      parts.push(
        this.each(field, (expression) => `${expression} IN (SELECT value FROM json_each(${this.param(list)}))`),
      );
    }
    if (present.length < values.length) parts.push(`${fieldExpression(field)} IS NULL`);
    if (!parts.length) return "0";
    return parts.length === 1 ? parts[0]! : `(${parts.join(" OR ")})`;
  }

  private compare(field: string, operator: string, value: unknown): string {
    return this.each(field, (expression) => `${expression} ${operator} ${this.param(value)}`);
  }

  private exists(field: string, wanted: boolean): string {
    if (field === "_id") return wanted ? "1" : "0";
    const type = `json_type(doc, '${jsonPath(field)}')`;
    if (wanted) return `${type} IS NOT NULL`;
    // The same condition, led by the field's own expression: a declared index on the field then
    // finds the few documents without it (a start's backfill of 100,000 photos: 0.1 ms instead
    // of reading them all); json_type tells a missing field from a JSON null.
    return `(${fieldExpression(field)} IS NULL AND ${type} IS NULL)`;
  }

  private regex(field: string, source: string, flags: string): string {
    const kept = [...new Set(flags.replace(/[^imsu]/g, ""))].join("");
    return this.each(
      field,
      (expression) =>
        `${REGEXP_FUNCTION}(${this.param(source)}, ${this.param(kept)}, ${expression})`,
    );
  }
}

/** The WHERE condition of a filter (without the keyword); "1" for an empty filter. */
export function whereClause(filter: Filter, shape: QueryShape = unknownShape): Sql {
  const translator = new Translator(shape);
  const sql = translator.filter(filter);
  return { sql, params: translator.params };
}

/**
 * ORDER BY for a sort, or "". SQLite puts NULL (a missing field) first going up and last going
 * down, as MongoDB does; strings compare by their bytes, as MongoDB's default collation does.
 */
export function orderByClause(sort: FindOptions["sort"]): string {
  const keys = Object.entries(sort ?? {});
  if (!keys.length) return "";
  const terms = keys.map(
    ([field, direction]) => `${fieldExpression(field)} ${direction === -1 ? "DESC" : "ASC"}`,
  );
  return `ORDER BY ${terms.join(", ")}`;
}

/**
 * Keyset paging (`FindOptions.after`) as one row-value comparison, `(a, b, _id) < (?, ?, ?)`,
 * when every sort field goes the same way: SQLite seeks an index to it, where the equivalent
 * `$or` of keysetFilter would read each branch's range and sort them again. Null when the
 * directions are mixed (then the `$or` it is).
 */
export function keysetClause(sort: Record<string, 1 | -1>, after: Record<string, unknown>): Sql | null {
  const fields = Object.keys(sort);
  const direction = sort[fields[0]!];
  if (!fields.length || fields.some((field) => sort[field] !== direction)) return null;
  for (const field of fields) {
    if (after[field] === undefined || after[field] === null) throw new Error(`keyset: no value for ${field}`);
  }
  const row = (items: string[]) => (items.length === 1 ? items[0]! : `(${items.join(", ")})`);
  const past = direction === 1 ? ">" : "<";
  const params = fields.map((field) => sqlValue(after[field]));
  const compare = `${row(fields.map(fieldExpression))} ${past} ${row(fields.map(() => "?"))}`;
  if (fields.length === 1) return { sql: compare, params };
  // SQLite seeks an index by a plain range on its first field, not by a row value of
  // expressions: that range goes first, the row value then settles the ties.
  return {
    sql: `${fieldExpression(fields[0]!)} ${past}= ? AND ${compare}`,
    params: [params[0]!, ...params],
  };
}

/** One `(expression, …)` term per indexed field, in an index's declared directions. */
export function indexTerms(keys: { field: string; direction: 1 | -1 }[]): string {
  return keys
    .map(({ field, direction }) => `${fieldExpression(field)} ${direction === -1 ? "DESC" : "ASC"}`)
    .join(", ");
}

/**
 * The grouping of `Collection.group`: each distinct value of `field` with its count and the
 * greatest `latest`. A field that may hold anything is grouped by its JSON text, so a value
 * keeps its type (true stays true, "1" stays a string).
 */
export function groupSelect(field: string, latest: string, shape: QueryShape = unknownShape): string {
  // A scalar field's own value instead: the expression its indexes hold, so one can cover the
  // query (the caller restores booleans and dates from the schema).
  const key = shape.isScalar(field) ? fieldExpression(field) : `doc -> '${jsonPath(field)}'`;
  return `${key} AS key, count(*) AS count, max(${fieldExpression(latest)}) AS latest`;
}

/**
 * A projection applied to a whole document: `{ a: 1 }` keeps `_id` and `a` (dotted paths
 * nested), `{ a: 0 }` keeps all but `a`, as MongoDB does.
 */
export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const entries = Object.entries(projection);
  const including = entries.some(([field, value]) => value && field !== "_id");
  if (!including) {
    const copy = structuredClone(doc) as Record<string, unknown>;
    for (const [field, value] of entries) if (!value) removePath(copy, field);
    return copy as T;
  }
  const result: Record<string, unknown> = {};
  const source = doc as Record<string, unknown>;
  if (projection._id !== 0 && "_id" in source) result._id = source._id;
  for (const [field, value] of entries) {
    if (!value || field === "_id") continue;
    const found = readPath(source, field);
    if (found !== undefined) writePath(result, field, found);
  }
  return result as T;
}

function readPath(doc: Record<string, unknown>, field: string): unknown {
  let current: unknown = doc;
  for (const segment of field.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function writePath(doc: Record<string, unknown>, field: string, value: unknown): void {
  const segments = field.split(".");
  let current = doc;
  for (const segment of segments.slice(0, -1)) {
    if (!isPlainObject(current[segment])) current[segment] = {};
    current = current[segment] as Record<string, unknown>;
  }
  current[segments[segments.length - 1]!] = value;
}

function removePath(doc: Record<string, unknown>, field: string): void {
  const segments = field.split(".");
  const parent = readPath(doc, segments.slice(0, -1).join("."));
  const holder = segments.length === 1 ? doc : parent;
  if (holder && typeof holder === "object") delete (holder as Record<string, unknown>)[segments.at(-1)!];
}

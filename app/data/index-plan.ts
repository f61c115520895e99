import type { Filter } from "./collection";

export type Direction = 1 | -1;
export type Sort = Record<string, Direction>;

/** One field of an index, in declaration order, as MongoDB reads `{ a: 1, b: -1 }`. */
export interface IndexKey {
  field: string;
  direction: Direction;
}

/**
 * How a query can walk an index the way MongoDB would: its first `prefix` fields are pinned by
 * equalities of the filter, the sort continues with the next fields (`reverse` when every
 * direction is flipped), and the filter's other conditions are checked on each entry walked.
 */
export interface IndexPlan {
  index: number;
  prefix: number;
  reverse: boolean;
  /** The filter's fields that are not keys of the index (checked per entry). */
  residual: string[];
}

const isScalar = (value: unknown) =>
  typeof value === "string" ||
  typeof value === "number" ||
  typeof value === "boolean" ||
  value instanceof Date;

/** The value a top-level condition pins its field to (`x` or `{ $eq: x }`), or null. */
export function pinnedValue(condition: unknown): { value: unknown } | null {
  if (isScalar(condition)) return { value: condition };
  if (condition && typeof condition === "object" && !Array.isArray(condition)) {
    const entries = Object.entries(condition);
    if (entries.length === 1 && entries[0]![0] === "$eq" && isScalar(entries[0]![1]))
      return { value: entries[0]![1] };
  }
  return null;
}

/** Whether the sort continues the index after its pinned prefix: forward, reversed or not at all. */
function sortDirection(keys: IndexKey[], prefix: number, sort: [string, Direction][]) {
  if (sort.length > keys.length - prefix) return null;
  let reverse: boolean | null = null;
  for (const [j, [field, direction]] of sort.entries()) {
    const key = keys[prefix + j]!;
    if (key.field !== field) return null;
    const flipped = key.direction !== direction;
    if (reverse !== null && reverse !== flipped) return null;
    reverse = flipped;
  }
  return reverse ?? false;
}

/**
 * The index that serves a filter and sort best (the longest pinned prefix), or null when none
 * does: then MongoDB would scan or sort in memory. `_id` lookups need no declared index.
 */
export function planIndex(indexes: IndexKey[][], filter: Filter, sort: Sort = {}): IndexPlan | null {
  const sortKeys = Object.entries(sort).filter(([field]) => !pinnedValue(filter[field]));
  let best: IndexPlan | null = null;
  for (const [index, keys] of indexes.entries()) {
    let prefix = 0;
    while (prefix < keys.length && pinnedValue(filter[keys[prefix]!.field])) prefix++;
    if (prefix === 0) continue;
    const reverse = sortDirection(keys, prefix, sortKeys);
    if (reverse === null) continue;
    const indexed = new Set(keys.map((key) => key.field));
    const residual = Object.keys(filter).filter((field) => !indexed.has(field));
    if (!best || prefix > best.prefix || (prefix === best.prefix && residual.length < best.residual.length))
      best = { index, prefix, reverse, residual };
  }
  return best;
}

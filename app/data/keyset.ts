import { isDeepStrictEqual } from "node:util";
import type { Filter } from "./collection";
import type { Sort } from "./index-plan";

/** The same fields, every direction flipped: walking a sort backwards. */
export function reversedSort(sort: Sort): Sort {
  return Object.fromEntries(
    Object.entries(sort).map(([field, direction]) => [field, direction === 1 ? -1 : 1]),
  ) as Sort;
}

/** `field` strictly past `value` going `direction`; null when nothing can be (true is last). */
function beyond(field: string, value: unknown, direction: 1 | -1): Filter | null {
  // Booleans by equality only, in the subset both engines share (ADR 50 translates $gt/$lt for
  // numbers, strings and dates); MongoDB orders false < true.
  if (typeof value === "boolean") {
    if (direction === 1) return value ? null : { [field]: true };
    return value ? { [field]: false } : null;
  }
  return { [field]: { [direction === 1 ? "$gt" : "$lt"]: value } };
}

/**
 * Keyset paging in the query language both engines share: the documents that come strictly after
 * `after` (a value for every sort field) in `sort` order. A position, not an offset: pages stay
 * put when photos are added or removed before them, and no skipped documents are read.
 */
export function keysetFilter(sort: Sort, after: Record<string, unknown>): Filter {
  const fields = Object.entries(sort);
  const branches: Filter[] = [];
  for (const [i, [field, direction]] of fields.entries()) {
    const value = after[field];
    if (value === undefined || value === null) throw new Error(`keyset: no value for ${field}`);
    const past = beyond(field, value, direction);
    if (!past) continue;
    const equal = Object.fromEntries(fields.slice(0, i).map(([name]) => [name, after[name]]));
    branches.push({ ...equal, ...past });
  }
  return branches.length ? { $or: branches } : { _id: { $in: [] } };
}

/** Adds a keyset condition to a filter (which may have an `$or` of its own). */
export function withKeyset(filter: Filter, sort: Sort, after: Record<string, unknown>): Filter {
  const keyset = keysetFilter(sort, after);
  const clash = Object.keys(keyset).some((key) => key in filter);
  return clash ? { $and: [filter, keyset] } : { ...filter, ...keyset };
}

/**
 * The position an `$or` condition pages from, when it is exactly `keysetFilter(sort, position)`
 * (what `withKeyset` added), else null: lets an engine seek to it instead of testing each entry.
 */
export function keysetPosition(condition: unknown, sort: Sort): Record<string, unknown> | null {
  if (!Array.isArray(condition) || condition.length === 0) return null;
  const fields = Object.keys(sort);
  // The last branch pins every field but the last and bounds that one (`_id`: never a boolean).
  const last = condition[condition.length - 1] as Filter;
  const lastField = fields[fields.length - 1]!;
  const bound = last[lastField] as { $gt?: unknown; $lt?: unknown } | undefined;
  const position: Record<string, unknown> = Object.fromEntries(
    fields.slice(0, -1).map((field) => [field, last[field]]),
  );
  position[lastField] = bound?.$gt ?? bound?.$lt;
  if (Object.values(position).some((value) => value === undefined || value === null)) return null;
  return isDeepStrictEqual(keysetFilter(sort, position), { $or: condition }) ? position : null;
}

import { isDeepStrictEqual } from "node:util";
import type { Update } from "./collection";

/**
 * MongoDB's update operators applied to a document in JavaScript (the SQLite engine reads,
 * applies, validates and writes back in one serialised step). Returns a new document; throws
 * on an update MongoDB refuses too ($inc on a string, $push on a non-array).
 */
export function applyUpdate<T extends object>(doc: T, update: Update): T {
  const next = structuredClone(doc) as Record<string, unknown>;
  for (const [operator, fields] of Object.entries(update)) {
    if (!fields) continue;
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      apply(next, operator, field, value);
    }
  }
  return next as T;
}

function apply(doc: Record<string, unknown>, operator: string, field: string, value: unknown) {
  const { holder, key } = locate(doc, field, operator !== "$unset");
  if (!holder) return;
  const current = holder[key];
  switch (operator) {
    case "$set":
      holder[key] = structuredClone(value);
      return;
    case "$unset":
      if (Array.isArray(holder)) holder[Number(key)] = null;
      else delete holder[key];
      return;
    case "$inc":
      if (typeof value !== "number") throw new Error(`$inc of ${field} needs a number`);
      if (current === undefined || current === null) holder[key] = value;
      else if (typeof current === "number") holder[key] = current + value;
      else throw new Error(`Cannot $inc ${field}: it is not a number`);
      return;
    case "$push":
    case "$addToSet": {
      const list = arrayAt(holder, key, field, operator);
      for (const item of eachOf(value)) {
        if (operator === "$push" || !list.some((present) => isDeepStrictEqual(present, item))) {
          list.push(structuredClone(item));
        }
      }
      return;
    }
    case "$pull": {
      if (current === undefined) return;
      if (!Array.isArray(current)) throw new Error(`Cannot $pull from ${field}: it is not an array`);
      holder[key] = current.filter((item) => !pulls(value, item));
      return;
    }
    default:
      throw new Error(`Unsupported update operator: ${operator}`);
  }
}

/** The object holding `field`'s last segment, made on the way when `create` (as $set does). */
function locate(doc: Record<string, unknown>, field: string, create: boolean) {
  const segments = field.split(".");
  let holder: Record<string, unknown> = doc;
  for (const segment of segments.slice(0, -1)) {
    let inner = holder[segment];
    if (inner === undefined || inner === null) {
      if (!create) return { holder: null, key: "" };
      inner = holder[segment] = {};
    }
    if (typeof inner !== "object") throw new Error(`Cannot reach ${field}: ${segment} is a value`);
    holder = inner as Record<string, unknown>;
  }
  return { holder, key: segments[segments.length - 1]! };
}

function arrayAt(holder: Record<string, unknown>, key: string, field: string, operator: string) {
  const current = holder[key];
  if (current === undefined || current === null) return (holder[key] = []) as unknown[];
  if (!Array.isArray(current)) throw new Error(`Cannot ${operator} to ${field}: it is not an array`);
  return current as unknown[];
}

/** `{ $each: [a, b] }` adds each item; any other value is one item. */
function eachOf(value: unknown): unknown[] {
  if (value && typeof value === "object" && "$each" in value) {
    const each = (value as { $each: unknown }).$each;
    if (!Array.isArray(each)) throw new Error("$each needs an array");
    return each;
  }
  return [value];
}

/** Whether $pull's condition takes `item`: an equal value, `{ $in: [...] }`, or matching fields. */
function pulls(condition: unknown, item: unknown): boolean {
  if (condition && typeof condition === "object" && !Array.isArray(condition) && !(condition instanceof Date)) {
    const entries = Object.entries(condition);
    if (entries.length === 1 && entries[0]![0] === "$in" && Array.isArray(entries[0]![1])) {
      return entries[0]![1].some((candidate) => isDeepStrictEqual(candidate, item));
    }
    if (item && typeof item === "object" && !Array.isArray(item)) {
      return entries.every(([name, value]) =>
        isDeepStrictEqual((item as Record<string, unknown>)[name], value),
      );
    }
  }
  return isDeepStrictEqual(condition, item);
}

import { compareThings, getDotValue, match } from "@seald-io/nedb/lib/model.js";
import type { Document, Filter, FindOptions } from "./collection";
import { pinnedValue, type IndexKey, type IndexPlan, type Sort } from "./index-plan";
import { keysetPosition } from "./keyset";

function withoutOr({ $or: _keyset, ...rest }: Filter): Filter {
  return rest;
}

/**
 * A declared compound index, kept by the embedded engine in MongoDB's order: the fields as
 * declared, each in its direction, then `_id`. nedb compares compound keys by field name and
 * always reads every candidate before sorting, so one page of a 2,000-photo portfolio would read
 * and sort all 2,000; walking this index reads the page (and whatever the filter's other
 * conditions reject on the way), and finds its start by binary search.
 *
 * It holds nedb's own document objects, which nedb replaces on every write and never changes in
 * place; the collection tells it about each write (EmbeddedCollection).
 */
export class OrderedIndex<T extends Document> {
  private entries: T[] = [];

  constructor(readonly keys: IndexKey[]) {}

  load(docs: readonly T[]): void {
    this.entries = [...docs].sort(this.compare);
  }

  add(doc: T): void {
    this.entries.splice(this.firstNotBefore(doc), 0, doc);
  }

  remove(doc: T): void {
    const at = this.firstNotBefore(doc);
    const index =
      this.entries[at]?._id === doc._id ? at : this.entries.findIndex((e) => e._id === doc._id);
    if (index >= 0) this.entries.splice(index, 1);
  }

  /** The documents a planned query returns, in its sort order (skip and limit applied). */
  find(filter: Filter, plan: IndexPlan, options: FindOptions): T[] {
    const found: T[] = [];
    let skip = options.skip ?? 0;
    const limit = options.limit || Infinity;
    for (const doc of this.walk(filter, plan, options)) {
      if (skip > 0) skip--;
      else found.push(doc);
      if (found.length >= limit) break;
    }
    return found;
  }

  /**
   * How many documents match. A keyset condition (a photo's place: how many come before it) is
   * a seek, like `after`; with no other conditions than the pinned fields, no entry is read.
   */
  count(filter: Filter, plan: IndexPlan): number {
    const seek = this.keysetSeek(filter, plan);
    const rest = seek ? withoutOr(filter) : filter;
    const [lo, hi] = this.span(rest, seek?.plan ?? plan, seek?.options ?? {});
    const pinned = new Set(this.keys.slice(0, plan.prefix).map((key) => key.field));
    if (Object.keys(rest).every((field) => pinned.has(field))) return hi - lo;
    let count = 0;
    for (let i = lo; i < hi; i++) if (match(this.entries[i]!, rest)) count++;
    return count;
  }

  /**
   * The documents that match, in index order, as the index holds them (not copies: read them,
   * never change them). With no other conditions than the pinned fields, none is tested.
   */
  matching(filter: Filter, plan: IndexPlan): T[] {
    const [lo, hi] = this.span(filter, plan, {});
    const found = this.entries.slice(lo, hi);
    const pinned = new Set(this.keys.slice(0, plan.prefix).map((key) => key.field));
    if (Object.keys(filter).every((field) => pinned.has(field))) return found;
    return found.filter((doc) => match(doc, filter));
  }

  /** The filter's `$or`, when it is a keyset along this index's fields after the prefix. */
  private keysetSeek(filter: Filter, plan: IndexPlan) {
    if (!("$or" in filter)) return null;
    const rest = this.keys.slice(plan.prefix);
    for (const reverse of [false, true]) {
      for (let length = rest.length; length > 0; length--) {
        const sort: Sort = Object.fromEntries(
          rest.slice(0, length).map((key) => [key.field, reverse ? -key.direction : key.direction]),
        ) as Sort;
        const after = keysetPosition(filter.$or, sort);
        if (after) return { plan: { ...plan, reverse }, options: { sort, after } };
      }
    }
    return null;
  }

  private *walk(filter: Filter, plan: IndexPlan, options: FindOptions): Generator<T> {
    const [lo, hi] = this.span(filter, plan, options);
    const step = plan.reverse ? -1 : 1;
    for (let i = plan.reverse ? hi - 1 : lo; i >= lo && i < hi; i += step) {
      const doc = this.entries[i]!;
      if (match(doc, filter)) yield doc;
    }
  }

  /** Positions [lo, hi) of the pinned prefix's entries, narrowed to those past `after`. */
  private span(filter: Filter, plan: IndexPlan, { sort = {}, after }: FindOptions) {
    const pinned = this.keys
      .slice(0, plan.prefix)
      .map((key) => pinnedValue(filter[key.field])!.value);
    let lo = this.partition(0, this.entries.length, (e) => this.compareFrom(e, pinned, 0) < 0);
    let hi = this.partition(lo, this.entries.length, (e) => this.compareFrom(e, pinned, 0) <= 0);
    if (after) {
      const fields = Object.keys(sort).filter((field) => !pinnedValue(filter[field]));
      const values = fields.map((field) => after[field]);
      if (plan.reverse) {
        hi = this.partition(lo, hi, (e) => this.compareFrom(e, values, plan.prefix) < 0);
      } else {
        lo = this.partition(lo, hi, (e) => this.compareFrom(e, values, plan.prefix) <= 0);
      }
    }
    return [lo, hi] as const;
  }

  private compare = (a: T, b: T): number => {
    for (const { field, direction } of this.keys) {
      const order = compareThings(getDotValue(a, field), getDotValue(b, field));
      if (order !== 0) return direction * order;
    }
    return compareThings(a._id, b._id);
  };

  /** Compares the entry's keys from position `from` on with `values`, in index order. */
  private compareFrom(doc: T, values: unknown[], from: number): number {
    for (const [j, value] of values.entries()) {
      const key = this.keys[from + j]!;
      const order = compareThings(getDotValue(doc, key.field), value);
      if (order !== 0) return key.direction * order;
    }
    return 0;
  }

  private firstNotBefore(doc: T): number {
    return this.partition(0, this.entries.length, (e) => this.compare(e, doc) < 0);
  }

  /** The first position in [lo, hi) whose entry fails `before` (entries are sorted). */
  private partition(lo: number, hi: number, before: (doc: T) => boolean): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.entries[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

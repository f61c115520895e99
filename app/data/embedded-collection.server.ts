import { isDeepStrictEqual } from "node:util";
import type Datastore from "@seald-io/nedb";
import { deepCopy, getDotValues, modify } from "@seald-io/nedb/lib/model.js";
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type Group,
  type Update,
} from "./collection";
import { planIndex } from "./index-plan";
import { InvalidDocumentError } from "./invalid-document-error";
import { withKeyset } from "./keyset";
import type { OrderedIndex } from "./ordered-index.server";

type Validate<T> = (doc: unknown) => Promise<T>;

/**
 * A collection in one nedb datastore. Every write is computed first (nedb's own update semantics),
 * validated and cast by the schema, then stored whole. Writes are serialised: this process is the
 * only writer of the file, so read-validate-write cannot interleave with another write.
 *
 * Sorted reads that a declared compound index serves walk that index (`ordered`, kept in step
 * with every write here) instead of nedb's read-everything-then-sort; other reads go to nedb.
 */
export class EmbeddedCollection<T extends Document> implements Collection<T> {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly store: Datastore<T>,
    private readonly validate: Validate<T>,
    private readonly uniqueFields: string[],
    private readonly ordered: OrderedIndex<T>[] = [],
  ) {
    const all = store.getAllData() as unknown as T[];
    for (const index of ordered) index.load(all);
  }

  insert(doc: T): Promise<T> {
    return this.exclusive(async () => {
      const clean = await this.validate(doc);
      await this.guardUnique(clean, () => this.store.insertAsync(clean));
      this.reindex(undefined, this.stored(clean._id));
      return clean;
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    this.assertOpen();
    return (await this.store.findOneAsync(filter)) ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.assertOpen();
    const plan = options.sort && !options.projection ? this.plan(filter, options.sort) : null;
    if (plan) return plan.index.find(filter, plan.plan, options).map((doc) => deepCopy(doc));
    const query = options.after ? withKeyset(filter, options.sort ?? {}, options.after) : filter;
    let cursor = this.store.findAsync(query, options.projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    this.assertOpen();
    const plan = this.plan(filter);
    if (plan) return plan.index.count(filter, plan.plan);
    return (await this.store.countAsync(filter)) as unknown as number;
  }

  async group(filter: Filter, field: string, latest: string): Promise<Group[]> {
    this.assertOpen();
    // nedb has no grouping: the matches are tallied here. An ordered index that serves the
    // filter hands them over in place (two fields of each are all this reads), else nedb finds
    // them.
    const plan = this.plan(filter);
    const docs = plan
      ? plan.index.matching(filter, plan.plan)
      : await this.store.findAsync(filter, { [field]: 1, [latest]: 1 });
    const groups = new Map<unknown, Group>();
    for (const doc of docs) {
      const key = valueAt(doc, field);
      const value = valueAt(doc, latest);
      const group = groups.get(key);
      if (!group) groups.set(key, { key, count: 1, latest: value });
      else {
        group.count++;
        if ((value as number) > (group.latest as number)) group.latest = value;
      }
    }
    return [...groups.values()];
  }

  /** The ordered index that serves this filter and sort, if one does. */
  private plan(filter: Filter, sort?: FindOptions["sort"]) {
    if (!this.ordered.length) return null;
    const plan = planIndex(
      this.ordered.map((index) => index.keys),
      filter,
      sort,
    );
    return plan ? { plan, index: this.ordered[plan.index]! } : null;
  }

  /** nedb's own object for a document (replaced on each write, never changed in place). */
  private stored(id: string): T | undefined {
    const byId = (this.store as unknown as { indexes: Record<string, StoreIndex<T>> }).indexes._id;
    return byId?.getMatching(id)[0];
  }

  private reindex(before: T | undefined, after: T | undefined): void {
    for (const index of this.ordered) {
      if (before) index.remove(before);
      if (after) index.add(after);
    }
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.exclusive(async () => {
      const current = await this.findOne(filter);
      if (!current || isEmpty(update)) return current;
      const next = await this.apply(current, update);
      await this.replace(next);
      return next;
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.exclusive(async () => {
      const current = await this.find(filter);
      if (isEmpty(update)) return current.length;
      // Validate every result before writing any, so a bad update changes nothing.
      const next = await Promise.all(current.map((doc) => this.apply(doc, update)));
      for (const doc of next) await this.replace(doc);
      return next.length;
    });
  }

  deleteOne(filter: Filter): Promise<boolean> {
    return this.exclusive(async () => {
      if (!this.ordered.length) return (await this.store.removeAsync(filter, { multi: false })) > 0;
      // The document nedb would remove (its first match), by id, so the indexes can drop it too.
      const [first] = await this.store.findAsync(filter, { _id: 1 }).limit(1);
      if (!first) return false;
      return (await this.removeIds([first._id])) > 0;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.exclusive(async () => {
      if (!this.ordered.length) return this.store.removeAsync(filter, { multi: true });
      const matched = await this.store.findAsync(filter, { _id: 1 });
      return this.removeIds(matched.map((doc) => doc._id));
    });
  }

  private async removeIds(ids: string[]): Promise<number> {
    const docs = ids.map((id) => this.stored(id)).filter((doc) => doc !== undefined);
    const removed = await this.store.removeAsync({ _id: { $in: ids } }, { multi: true });
    for (const doc of docs) this.reindex(doc, undefined);
    return removed;
  }

  private async apply(doc: T, update: Update): Promise<T> {
    let next: T;
    try {
      next = modify(doc, update);
    } catch (error) {
      // e.g. $inc on a string: MongoDB refuses the same update.
      throw new InvalidDocumentError(error instanceof Error ? error.message : String(error));
    }
    return this.validate(next);
  }

  private async replace(doc: T): Promise<void> {
    const before = this.stored(doc._id);
    await this.guardUnique(doc, () => this.store.updateAsync({ _id: doc._id }, doc, {}));
    this.reindex(before, this.stored(doc._id));
  }

  /** Maps nedb's unique violation to DuplicateKeyError, naming the index that refused it. */
  private async guardUnique<R>(doc: T, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const violation = error as { errorType?: string; key?: unknown };
      if (violation.errorType !== "uniqueViolated") throw error;
      const field = this.uniqueFields.find((name) =>
        isDeepStrictEqual(getDotValues(doc, name.split(",")), violation.key),
      );
      throw new DuplicateKeyError(field);
    }
  }

  /** Rewrites the append-only file to one line per document. */
  compact(): Promise<void> {
    return this.store.compactDatafileAsync();
  }

  /**
   * Lets queued writes finish, compacts, then refuses any further use: a database opened again
   * on the same files must be their only writer.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue;
    await this.compact();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("The embedded database is closed");
  }

  private exclusive<R>(write: () => Promise<R>): Promise<R> {
    this.assertOpen();
    const result = this.queue.then(write, write);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

interface StoreIndex<T> {
  getMatching(value: unknown): T[];
}

/** A field's value; a plain name is read directly, the cheapest way through many documents. */
function valueAt(doc: object, field: string): unknown {
  return field.includes(".") ? getDotValues(doc, [field]) : (doc as Record<string, unknown>)[field];
}

function isEmpty(update: Update): boolean {
  return Object.values(update).every((fields) => !fields || Object.keys(fields).length === 0);
}

import { isDeepStrictEqual } from "node:util";
import type Datastore from "@seald-io/nedb";
import { getDotValues, modify } from "@seald-io/nedb/lib/model.js";
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type Update,
} from "./collection";
import { InvalidDocumentError } from "./invalid-document-error";

type Validate<T> = (doc: unknown) => Promise<T>;

/**
 * A collection in one nedb datastore. Every write is computed first (nedb's own update semantics),
 * validated and cast by the schema, then stored whole. Writes are serialised: this process is the
 * only writer of the file, so read-validate-write cannot interleave with another write.
 */
export class EmbeddedCollection<T extends Document> implements Collection<T> {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly store: Datastore<T>,
    private readonly validate: Validate<T>,
    private readonly uniqueFields: string[],
  ) {}

  insert(doc: T): Promise<T> {
    return this.exclusive(async () => {
      const clean = await this.validate(doc);
      await this.guardUnique(clean, () => this.store.insertAsync(clean));
      return clean;
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    this.assertOpen();
    return (await this.store.findOneAsync(filter)) ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.assertOpen();
    let cursor = this.store.findAsync(filter, options.projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    this.assertOpen();
    return (await this.store.countAsync(filter)) as unknown as number;
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
    return this.exclusive(async () => (await this.store.removeAsync(filter, { multi: false })) > 0);
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.exclusive(() => this.store.removeAsync(filter, { multi: true }));
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

  private replace(doc: T): Promise<unknown> {
    return this.guardUnique(doc, () => this.store.updateAsync({ _id: doc._id }, doc, {}));
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

function isEmpty(update: Update): boolean {
  return Object.values(update).every((fields) => !fields || Object.keys(fields).length === 0);
}

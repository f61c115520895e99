import type { DatabaseSync, StatementSync } from "node:sqlite";
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type Group,
  type Update,
} from "./collection";
import { applyUpdate } from "./document-update";
import { InvalidDocumentError } from "./invalid-document-error";
import type { Sort } from "./index-plan";
import { withKeyset } from "./keyset";
import {
  decodeDateValue,
  decodeDocument,
  encodeDocument,
  type DocumentShape,
} from "./sqlite-documents.server";
import {
  fieldExpression,
  groupSelect,
  keysetClause,
  orderByClause,
  project,
  whereClause,
  type Sql,
  type SqlValue,
} from "./sqlite-query";

type Validate<T> = (doc: unknown) => Promise<T>;

/** What the engine gives each collection: its connection's cached statements and transactions. */
export interface SqliteConnection {
  readonly db: DatabaseSync;
  statement(sql: string): StatementSync;
  /** Runs `work` in one transaction (no await inside: node:sqlite is synchronous). */
  transaction<R>(work: () => R): R;
}

/** A TTL index: documents whose `field` is older than `seconds` are gone (MongoDB's rule). */
export interface Expiry {
  field: string;
  seconds: number;
}

export interface SqliteCollectionOptions<T> {
  table: string;
  validate: Validate<T>;
  shape: DocumentShape;
  expiries: Expiry[];
  /** SQLite index name → the index's fields as DuplicateKeyError names them ("owner,slug"). */
  uniqueIndexes: Map<string, string>;
}

interface Row {
  _id: string;
  doc: string;
}

/**
 * One collection: a table `(_id TEXT PRIMARY KEY, doc TEXT NOT NULL)` of JSON documents. Reads
 * are single SQL statements. Writes are computed in JavaScript (update operators), validated and
 * cast by the schema, then written in one transaction; they are serialised per collection, so a
 * read-modify-write never interleaves with another write of this process, which is the only one
 * on the file (the data-dir lock).
 */
export class SqliteCollection<T extends Document> implements Collection<T> {
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly table: string;

  constructor(
    private readonly connection: SqliteConnection,
    private readonly options: SqliteCollectionOptions<T>,
  ) {
    this.table = `"${options.table}"`;
  }

  insert(doc: T): Promise<T> {
    return this.exclusive(async () => {
      const clean = await this.options.validate(doc);
      this.guardUnique(() =>
        this.connection
          .statement(`INSERT INTO ${this.table} (_id, doc) VALUES (?, ?)`)
          .run(clean._id, this.encode(clean)),
      );
      return clean;
    });
  }

  /**
   * Stores documents exactly as given, without the schema's validation or defaults, in one
   * transaction: all or none (DuplicateKeyError on a taken `_id` or unique value). For moving
   * documents between engines, which were valid where they came from.
   */
  insertRaw(docs: readonly Document[]): Promise<number> {
    return this.exclusive(async () => {
      const insert = this.connection.statement(`INSERT INTO ${this.table} (_id, doc) VALUES (?, ?)`);
      this.guardUnique(() =>
        this.connection.transaction(() => {
          for (const doc of docs) insert.run(doc._id, this.encode(doc));
        }),
      );
      return docs.length;
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.findNow(filter, options);
  }

  private findNow(filter: Filter, options: FindOptions = {}): T[] {
    this.assertOpen();
    const { sql, params } = this.findSql(filter, options);
    const rows = this.connection.statement(sql).all(...params) as unknown as Row[];
    return rows.map((row) => project(this.decode(row), options.projection));
  }

  private findSql(filter: Filter, options: FindOptions): Sql {
    const { sort = {}, after, projection } = options;
    const where = after ? this.afterWhere(filter, sort, after) : this.where(filter);
    const idsOnly = projection && Object.keys(projection).every((field) => field === "_id");
    const sql =
      `SELECT _id, ${idsOnly ? "'{}'" : "doc"} AS doc FROM ${this.table} WHERE ${where.sql} ` +
      `${orderByClause(sort)} LIMIT ? OFFSET ?`;
    return { sql, params: [...where.params, options.limit || -1, options.skip ?? 0] };
  }

  /** The filter's condition and the keyset's, as a row-value seek when the sort allows one. */
  private afterWhere(filter: Filter, sort: Sort, after: Record<string, unknown>): Sql {
    const scalar = Object.keys(sort).every((field) => this.options.shape.isScalar(field));
    const seek = scalar ? keysetClause(sort, after) : null;
    if (!seek) return this.where(withKeyset(filter, sort, after));
    const where = this.where(filter);
    return { sql: `${where.sql} AND ${seek.sql}`, params: [...where.params, ...seek.params] };
  }

  /** SQLite's plan for a find, one line per step: which index serves it (tests, benchmarks). */
  explainFind(filter: Filter, options: FindOptions = {}): string[] {
    const { sql, params } = this.findSql(filter, options);
    const steps = this.connection.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params);
    return steps.map((step) => String(step.detail));
  }

  async count(filter: Filter): Promise<number> {
    this.assertOpen();
    const where = this.where(filter);
    const sql = `SELECT count(*) AS n FROM ${this.table} WHERE ${where.sql}`;
    return Number((this.connection.statement(sql).get(...where.params) as { n: number }).n);
  }

  async group(filter: Filter, field: string, latest: string): Promise<Group[]> {
    this.assertOpen();
    const where = this.where(filter);
    const { shape } = this.options;
    const sql = `SELECT ${groupSelect(field, latest, shape)} FROM ${this.table} WHERE ${where.sql} GROUP BY 1`;
    const rows = this.connection.statement(sql).all(...where.params) as unknown as {
      key: SqlValue;
      count: number;
      latest: unknown;
    }[];
    return rows.map((row) => ({
      key: this.groupKey(field, row.key),
      count: Number(row.count),
      latest: shape.isDate(latest) ? decodeDateValue(row.latest) : row.latest,
    }));
  }

  /** A group's key as the field holds it (see groupSelect). */
  private groupKey(field: string, key: SqlValue): unknown {
    const { shape } = this.options;
    if (key === null) return null;
    if (!shape.isScalar(field)) return JSON.parse(String(key));
    if (shape.isBoolean(field)) return Boolean(key);
    return shape.isDate(field) ? decodeDateValue(key) : key;
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    return this.exclusive(async () => {
      const [current] = this.findNow(filter, { limit: 1 });
      if (!current || isEmpty(update)) return current ?? null;
      const next = await this.apply(current, update);
      this.guardUnique(() => this.connection.transaction(() => this.replace(current._id, next)));
      return next;
    });
  }

  updateMany(filter: Filter, update: Update): Promise<number> {
    return this.exclusive(async () => {
      const current = this.findNow(filter);
      if (isEmpty(update)) return current.length;
      // Every result is validated before any is written, so a bad update changes nothing.
      const next = await Promise.all(current.map((doc) => this.apply(doc, update)));
      this.guardUnique(() =>
        this.connection.transaction(() => {
          for (const [i, doc] of next.entries()) this.replace(current[i]!._id, doc);
        }),
      );
      return next.length;
    });
  }

  deleteOne(filter: Filter): Promise<boolean> {
    return this.exclusive(async () => {
      const where = this.where(filter);
      const sql = `DELETE FROM ${this.table} WHERE _id = (SELECT _id FROM ${this.table} WHERE ${where.sql} LIMIT 1)`;
      return Number(this.connection.statement(sql).run(...where.params).changes) > 0;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return this.exclusive(async () => {
      const where = this.where(filter);
      const sql = `DELETE FROM ${this.table} WHERE ${where.sql}`;
      return Number(this.connection.statement(sql).run(...where.params).changes);
    });
  }

  /** Deletes the documents a TTL index has expired (they are already invisible to reads). */
  purgeExpired(): Promise<number> {
    if (!this.options.expiries.length || this.closed) return Promise.resolve(0);
    return this.exclusive(async () => {
      const expired = this.options.expiries.map((expiry) => this.expiredCondition(expiry));
      const sql = `DELETE FROM ${this.table} WHERE ${expired.map((part) => part.sql).join(" OR ")}`;
      const params = expired.flatMap((part) => part.params);
      return Number(this.connection.statement(sql).run(...params).changes);
    });
  }

  /** Lets queued writes finish, then refuses any further use. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue;
  }

  private expiredCondition({ field, seconds }: Expiry): Sql {
    const cutoff = new Date(Date.now() - seconds * 1000).toISOString();
    return { sql: `${fieldExpression(field)} <= ?`, params: [cutoff] };
  }

  /** The filter's condition, plus: not expired by a TTL index (as MongoDB's TTL monitor would have removed them). */
  private where(filter: Filter): Sql {
    const where = whereClause(filter, this.options.shape);
    if (!this.options.expiries.length) return where;
    const params: SqlValue[] = [...where.params];
    const live = this.options.expiries.map((expiry) => {
      const expired = this.expiredCondition(expiry);
      params.push(...expired.params);
      return `NOT coalesce(${expired.sql}, 0)`;
    });
    return { sql: `(${where.sql}) AND ${live.join(" AND ")}`, params };
  }

  private replace(id: string, doc: T): void {
    this.connection
      .statement(`UPDATE ${this.table} SET _id = ?, doc = ? WHERE _id = ?`)
      .run(doc._id, this.encode(doc), id);
  }

  private async apply(doc: T, update: Update): Promise<T> {
    let next: T;
    try {
      next = applyUpdate(doc, update);
    } catch (error) {
      // e.g. $inc on a string: MongoDB refuses the same update.
      throw new InvalidDocumentError(error instanceof Error ? error.message : String(error));
    }
    return this.options.validate(next);
  }

  private encode(doc: object): string {
    return encodeDocument(doc, this.options.shape.dates);
  }

  private decode(row: Row): T {
    return decodeDocument<T>(row._id, row.doc, this.options.shape.dates);
  }

  /** Maps SQLite's unique violations to DuplicateKeyError, naming the index's fields. */
  private guardUnique<R>(write: () => R): R {
    try {
      return write();
    } catch (error) {
      const failure = error as { errcode?: number; message?: string };
      // SQLITE_CONSTRAINT_UNIQUE (a declared unique index), SQLITE_CONSTRAINT_PRIMARYKEY (_id).
      if (failure.errcode === 1555) throw new DuplicateKeyError("_id");
      if (failure.errcode !== 2067) throw error;
      const index = /index '([^']+)'/.exec(failure.message ?? "")?.[1];
      throw new DuplicateKeyError(index ? this.options.uniqueIndexes.get(index) : undefined);
    }
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

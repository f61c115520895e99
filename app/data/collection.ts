/**
 * The collection interface both database engines implement (docs/product.md#database-engines).
 * Repositories are written once against it, using only the MongoDB query-language subset both
 * engines share (the embedded one translates it to SQL,
 * docs/decisions/0050-sqlite-embedded-engine.md): filters $eq $ne $in $nin $gt $gte $lt $lte $regex
 * (RegExp objects only) $exists $or $and, updates $set $unset $inc $push $pull $addToSet,
 * sort/skip/limit/projection, count, and one grouping (count and latest value per key).
 */

export interface Document {
  _id: string;
}

export type Filter = Record<string, unknown>;

export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | "">;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
  /**
   * Keyset paging: only documents strictly after this position in `sort` order, given as a value
   * for every sort field (the last document of the previous page). Needs `sort`.
   */
  after?: Record<string, unknown>;
}

/** One key's share of the matches of `Collection.group`. */
export interface Group {
  key: unknown;
  count: number;
  /** The greatest value of the `latest` field among that key's matches. */
  latest: unknown;
}

export interface Collection<T extends Document> {
  /** Inserts a new document; throws DuplicateKeyError on a unique-index violation. */
  insert(doc: T): Promise<T>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /**
   * The matches grouped by the value of `field`: how many each value has and the greatest
   * `latest` among them, in one query (MongoDB's `$group`), in no particular order.
   */
  group(filter: Filter, field: string, latest: string): Promise<Group[]>;
  /** Updates the first match and returns it as updated, or null when nothing matched. */
  updateOne(filter: Filter, update: Update): Promise<T | null>;
  /** Returns how many documents were updated. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  /** Returns whether a document was removed. */
  deleteOne(filter: Filter): Promise<boolean>;
  /** Returns how many documents were removed. */
  deleteMany(filter: Filter): Promise<number>;
}

/** A unique index refused a write; `field` names the indexed field when the engine says it. */
export class DuplicateKeyError extends Error {
  constructor(public readonly field: string | undefined) {
    super(`Duplicate value for ${field ?? "a unique field"}`);
    this.name = "DuplicateKeyError";
  }
}

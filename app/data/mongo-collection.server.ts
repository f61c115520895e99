import mongoose, { type Model } from "mongoose";
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type Group,
  type Update,
} from "./collection";
import { InvalidDocumentError } from "./invalid-document-error";
import { withKeyset } from "./keyset";

/** A collection backed by a mongoose model: validation, casting and indexes come from its schema. */
export class MongoCollection<T extends Document> implements Collection<T> {
  constructor(private readonly model: Model<T>) {}

  insert(doc: T): Promise<T> {
    return refusals(async () => {
      const created = await this.model.create(doc);
      return created.toObject({ minimize: false, versionKey: false }) as unknown as T;
    });
  }

  findOne(filter: Filter): Promise<T | null> {
    return this.model.findOne(filter).lean<T>().exec();
  }

  find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const { after, sort = {} } = options;
    const query = this.model.find(after ? withKeyset(filter, sort, after) : filter, options.projection);
    if (options.sort) query.sort(options.sort);
    if (options.skip) query.skip(options.skip);
    if (options.limit) query.limit(options.limit);
    return query.lean<T[]>().exec();
  }

  count(filter: Filter): Promise<number> {
    return this.model.countDocuments(filter).exec();
  }

  async group(filter: Filter, field: string, latest: string): Promise<Group[]> {
    const groups = await this.model
      .aggregate<{ _id: unknown; count: number; latest: unknown }>([
        // Unlike find, an aggregate's $match is not cast by the schema: values go as given.
        { $match: filter },
        { $group: { _id: `$${field}`, count: { $sum: 1 }, latest: { $max: `$${latest}` } } },
      ])
      .exec();
    return groups.map(({ _id, count, latest: value }) => ({ key: _id, count, latest: value }));
  }

  updateOne(filter: Filter, update: Update): Promise<T | null> {
    const operators = withoutEmpty(update);
    if (!operators) return this.findOne(filter);
    return refusals(() =>
      this.model
        .findOneAndUpdate(filter, operators, { returnDocument: "after", runValidators: true })
        .lean<T>()
        .exec(),
    );
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const operators = withoutEmpty(update);
    if (!operators) return this.count(filter);
    // matchedCount, not modifiedCount: the embedded engine counts every matched document too.
    const result = await refusals(() =>
      this.model.updateMany(filter, operators, { runValidators: true }).exec(),
    );
    return result.matchedCount;
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    return (await this.model.deleteOne(filter).exec()).deletedCount === 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.model.deleteMany(filter).exec()).deletedCount;
  }
}

/** MongoDB refuses empty operator objects (`$unset: {}`); the embedded engine ignores them. */
function withoutEmpty(update: Update): Update | null {
  const entries = Object.entries(update).filter(([, fields]) => fields && Object.keys(fields).length);
  return entries.length ? Object.fromEntries(entries) : null;
}

/** Maps MongoDB and mongoose refusals to the engine-neutral errors repositories expect. */
async function refusals<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    const mongoError = error as { code?: number; keyPattern?: Record<string, unknown> };
    if (mongoError.code === 11000) {
      throw new DuplicateKeyError(
        mongoError.keyPattern ? Object.keys(mongoError.keyPattern).join(",") : undefined,
      );
    }
    if (
      error instanceof mongoose.Error.ValidationError ||
      error instanceof mongoose.Error.CastError ||
      error instanceof mongoose.Error.StrictModeError
    ) {
      throw new InvalidDocumentError(error.message);
    }
    throw error;
  }
}

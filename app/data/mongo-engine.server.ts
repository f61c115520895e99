import mongoose, { type Model, type Schema } from "mongoose";
import { DatabaseUnavailableError } from "~/utils/availability/unavailable";
import { isMongoUnavailable } from "~/utils/availability/mongo-failure";
import type { Collection, Document } from "./collection";
import type { Engine } from "./engine.server";
import { MongoCollection } from "./mongo-collection.server";

/**
 * Connection settings that keep a request from hanging when MongoDB goes away
 * (docs/decisions/0021-running-well.md): an operation that finds no server fails after
 * serverSelectionTimeoutMS instead of waiting; mongoose does not queue operations while
 * disconnected (bufferCommands off: queued ones would wait 10 s, then fail anyway); the driver
 * checks the server every 2 s, so a silent network failure is noticed within a few seconds, and
 * it reconnects by itself when the server is back.
 */
export const MONGO_CONNECTION_OPTIONS = {
  serverSelectionTimeoutMS: 1500,
  connectTimeoutMS: 1500,
  heartbeatFrequencyMS: 2000,
  // Inactivity on a socket with an operation in flight: long enough for the slowest report.
  socketTimeoutMS: 30_000,
  bufferCommands: false,
} as const;

/**
 * The MongoDB engine: one mongoose connection, one model per collection
 * (docs/product.md#database-engines).
 */
export async function openMongoEngine(
  uri: string,
  options: Partial<typeof MONGO_CONNECTION_OPTIONS> = {},
): Promise<Engine> {
  const connection = await mongoose
    .createConnection(uri, { ...MONGO_CONNECTION_OPTIONS, ...options })
    .asPromise()
    .catch((error: unknown) => {
      throw isMongoUnavailable(error) ? new DatabaseUnavailableError({ cause: error }) : error;
    });

  return {
    kind: "mongodb",
    async collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>> {
      const model = connection.model(name, schema, name) as unknown as Model<T>;
      // Builds the schema's indexes before first use, so unique constraints hold from the start.
      await model.init();
      return withUnavailability(new MongoCollection<T>(model));
    },
    close: () => connection.close(),
  };
}

/** The same collection, with "no server" failures thrown as DatabaseUnavailableError (503). */
export function withUnavailability<T extends Document>(collection: Collection<T>): Collection<T> {
  const mapped =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call.apply(collection, args);
      } catch (error) {
        throw isMongoUnavailable(error) ? new DatabaseUnavailableError({ cause: error }) : error;
      }
    };
  return {
    insert: mapped(collection.insert),
    findOne: mapped(collection.findOne),
    find: mapped(collection.find),
    count: mapped(collection.count),
    group: mapped(collection.group),
    updateOne: mapped(collection.updateOne),
    updateMany: mapped(collection.updateMany),
    deleteOne: mapped(collection.deleteOne),
    deleteMany: mapped(collection.deleteMany),
  };
}

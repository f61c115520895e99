import mongoose, { type Model, type Schema } from "mongoose";
import type { Collection, Document } from "./collection";
import type { Engine } from "./engine.server";
import { MongoCollection } from "./mongo-collection.server";

/** The MongoDB engine: one mongoose connection, one model per collection (DESIGN §3). */
export async function openMongoEngine(uri: string): Promise<Engine> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();

  return {
    kind: "mongodb",
    async collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>> {
      const model = connection.model(name, schema, name) as unknown as Model<T>;
      // Builds the schema's indexes before first use, so unique constraints hold from the start.
      await model.init();
      return new MongoCollection<T>(model);
    },
    close: () => connection.close(),
  };
}

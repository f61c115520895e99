import type { Schema } from "mongoose";
import type { Collection, Document } from "./collection";

/** What a database engine provides: named collections that enforce a schema. */
export interface Engine {
  readonly kind: "embedded" | "mongodb";
  collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>>;
  close(): Promise<void>;
}

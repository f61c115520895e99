import type { Schema } from "mongoose";
import type { Collection, Document } from "./collection";

/** What a database engine provides: named collections that enforce a schema. */
export interface Engine {
  /** "sqlite": the SQLite embedded engine, until it replaces nedb as "embedded". */
  readonly kind: "embedded" | "sqlite" | "mongodb";
  collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>>;
  close(): Promise<void>;
}

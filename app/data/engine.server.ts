import type { Schema } from "mongoose";
import type { Collection, Document } from "./collection";

/** What a database engine provides: named collections that enforce a schema. */
export interface Engine {
  /** "embedded": SQLite in DATA_DIR (ADR 50); "mongodb": a MongoDB server. */
  readonly kind: "embedded" | "mongodb";
  collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>>;
  close(): Promise<void>;
}

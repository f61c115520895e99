import { mkdir } from "node:fs/promises";
import path from "node:path";
import Datastore from "@seald-io/nedb";
import type { Schema } from "mongoose";
import type { Collection, Document } from "./collection";
import { EmbeddedCollection } from "./embedded-collection.server";
import type { Engine } from "./engine.server";
import { indexSpecs, schemaValidator } from "./schema-validator.server";

// nedb appends every write to its file; it rewrites (compacts) it on load, on close and this often.
const COMPACT_EVERY_MS = 60 * 60 * 1000;

/** The embedded engine: one nedb file per collection under `${dataDir}/db/`. */
export async function openEmbeddedEngine(dataDir: string): Promise<Engine> {
  const dir = path.join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  const stores: Datastore[] = [];
  let closed = false;

  const compactAll = () => Promise.all(stores.map((store) => store.compactDatafileAsync()));
  // Our own timer rather than nedb's: it is unref'd, so it never keeps a script alive.
  const timer = setInterval(() => void compactAll().catch(() => undefined), COMPACT_EVERY_MS);
  timer.unref();

  return {
    kind: "embedded",
    async collection<T extends Document>(name: string, schema: Schema): Promise<Collection<T>> {
      const store = new Datastore<T>({ filename: path.join(dir, `${name}.db`) });
      // Loaded explicitly (not `autoload`) so a corrupt file fails the open instead of a later query.
      await store.loadDatabaseAsync();
      const indexes = indexSpecs(schema).filter((index) => index.name !== "_id");
      for (const { fields, unique, sparse, expireAfterSeconds } of indexes) {
        await store.ensureIndexAsync({ fieldName: fields, unique, sparse, expireAfterSeconds });
      }
      stores.push(store as unknown as Datastore);
      const uniqueFields = indexes.filter((index) => index.unique).map((index) => index.name);
      return new EmbeddedCollection<T>(store, schemaValidator<T>(name, schema), uniqueFields);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await compactAll();
    },
  };
}

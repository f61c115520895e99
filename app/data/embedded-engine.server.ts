import { mkdir } from "node:fs/promises";
import path from "node:path";
import Datastore from "@seald-io/nedb";
import type { Schema } from "mongoose";
import type { Collection, Document } from "./collection";
import { lockDataDir } from "./data-dir-lock.server";
import { EmbeddedCollection } from "./embedded-collection.server";
import type { Engine } from "./engine.server";
import { OrderedIndex } from "./ordered-index.server";
import { indexSpecs, schemaValidator, type IndexSpec } from "./schema-validator.server";

// nedb appends every write to its file; it rewrites (compacts) it on load, on close and this often.
const COMPACT_EVERY_MS = 60 * 60 * 1000;

/**
 * The declared indexes the engine walks itself (OrderedIndex): compound ones that only order and
 * find. Unique and sparse ones stay nedb's (it enforces them), and a collection with an expiring
 * index keeps to nedb altogether, since nedb drops expired documents as it reads them.
 */
function orderedIndexes(indexes: IndexSpec[]): IndexSpec[] {
  if (indexes.some((index) => index.expireAfterSeconds !== undefined)) return [];
  return indexes.filter((index) => index.fields.length > 1 && !index.unique && !index.sparse);
}

/**
 * The embedded engine: one nedb file per collection under `${dataDir}/db/`, for one process at a
 * time (the folder is locked; DataDirLockedError names the process holding it).
 */
export async function openEmbeddedEngine(dataDir: string): Promise<Engine> {
  const dir = path.join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(dir, dataDir);
  const collections: EmbeddedCollection<Document>[] = [];

  const compactAll = () => Promise.all(collections.map((collection) => collection.compact()));
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
      const ordered = orderedIndexes(indexes);
      for (const { fields, unique, sparse, expireAfterSeconds } of indexes) {
        if (ordered.some((index) => index.name === fields.join(","))) continue;
        await store.ensureIndexAsync({ fieldName: fields, unique, sparse, expireAfterSeconds });
      }
      const uniqueFields = ["_id", ...indexes.filter((i) => i.unique).map((i) => i.name)];
      const collection = new EmbeddedCollection<T>(
        store,
        schemaValidator<T>(name, schema),
        uniqueFields,
        ordered.map((index) => new OrderedIndex<T>(index.keys)),
      );
      collections.push(collection as unknown as EmbeddedCollection<Document>);
      return collection;
    },
    async close() {
      clearInterval(timer);
      try {
        await Promise.all(collections.map((collection) => collection.close()));
      } finally {
        await unlock();
      }
    },
  };
}

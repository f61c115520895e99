import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema } from "./document-schema.server";

/**
 * Version counters app processes share through the database (DESIGN §10,
 * docs/decisions/0026-public-page-cache.md). One document, `public`, counts the writes that can
 * change what a visitor sees; every process compares it with the number its page cache was
 * filled under. Not backed up nor moved: a restored or moved site starts with empty caches.
 */
interface DataVersionDoc {
  _id: string;
  version: number;
}

export const dataVersionSchema = documentSchema({
  version: { type: Number, required: true, min: 0 },
});

export function createDataVersionsRepository(versions: Collection<DataVersionDoc>) {
  return {
    /** Adds one to the counter `id` (created on first use); resolves to its new value. */
    async bump(id: string): Promise<number> {
      const bumped = await versions.updateOne({ _id: id }, { $inc: { version: 1 } });
      if (bumped) return bumped.version;
      try {
        await versions.insert({ _id: id, version: 1 });
        return 1;
      } catch (error) {
        // Another process made the first write a moment ago: count on top of it.
        if (!(error instanceof DuplicateKeyError)) throw error;
        return (await versions.updateOne({ _id: id }, { $inc: { version: 1 } }))?.version ?? 1;
      }
    },

    /** The counter's value; 0 before the first write. */
    async read(id: string): Promise<number> {
      return (await versions.findOne({ _id: id }))?.version ?? 0;
    },
  };
}

export type DataVersionsRepository = ReturnType<typeof createDataVersionsRepository>;

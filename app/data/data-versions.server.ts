import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema } from "./document-schema.server";

/**
 * Version counters app processes share through the database (docs/product.md#where-it-scales,
 * docs/decisions/0026-public-page-cache.md, 0051-scoped-cache-invalidation.md). `public` counts
 * the writes that can change what a visitor sees: its value is a write's sequence number. Each
 * public scope has a document `public:{scope}` holding the sequence number of its latest write,
 * so a process reads every scope changed since a number in one query. Not backed up nor moved: a
 * restored or moved site starts with empty caches.
 */
interface DataVersionDoc {
  _id: string;
  version: number;
}

export const dataVersionSchema = documentSchema({
  // Indexed: a poll reads only the scopes written since its last sequence number.
  version: { type: Number, required: true, min: 0, index: true },
});

/** The counter numbering public writes; scope documents are named after it. */
export const PUBLIC_SEQUENCE = "public";
const SCOPE_PREFIX = `${PUBLIC_SEQUENCE}:`;

/** A scope's latest write, as read from the database. */
export interface ScopeVersion {
  scope: string;
  version: number;
}

export function createDataVersionsRepository(versions: Collection<DataVersionDoc>) {
  /** Raises the counter `id` to `to` unless it is there already (another write came later). */
  async function raise(id: string, to: number): Promise<void> {
    if (await versions.updateOne({ _id: id, version: { $lt: to } }, { $set: { version: to } })) return;
    if (await versions.findOne({ _id: id })) return;
    try {
      await versions.insert({ _id: id, version: to });
    } catch (error) {
      // Another process wrote the scope first a moment ago: keep the greater number.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await versions.updateOne({ _id: id, version: { $lt: to } }, { $set: { version: to } });
    }
  }

  return {
    /**
     * Numbers one public write and marks its scopes with that number; resolves to the number.
     * Scope documents only ever go up, whichever of two processes' writes lands last.
     */
    async bumpScopes(scopes: readonly string[]): Promise<number> {
      const sequence = await this.bump(PUBLIC_SEQUENCE);
      await this.markScopes(scopes, sequence);
      return sequence;
    },

    /** The second half of bumpScopes: marks `scopes` as written by write number `sequence`. */
    async markScopes(scopes: readonly string[], sequence: number): Promise<void> {
      await Promise.all(scopes.map((scope) => raise(`${SCOPE_PREFIX}${scope}`, sequence)));
    },

    /** Every scope whose latest write is numbered above `sequence`, in one query. */
    async changedSince(sequence: number): Promise<ScopeVersion[]> {
      const changed = await versions.find({ version: { $gt: sequence } });
      return changed
        .filter((doc) => doc._id.startsWith(SCOPE_PREFIX))
        .map((doc) => ({ scope: doc._id.slice(SCOPE_PREFIX.length), version: doc.version }));
    },

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

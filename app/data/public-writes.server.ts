import type { Collection, Document } from "./collection";
import { siteWide, type ScopesOf } from "./write-scopes.server";
import { onePerProcess } from "~/utils/one-per-process";

/**
 * A collection whose every successful write calls `changed` with the public scopes it changed
 * before the write's promise settles (docs/decisions/0026-public-page-cache.md, 0051). openDatabase
 * wraps the collections a visitor's page is made from, so a write path added later invalidates
 * the public page cache without knowing it exists; `scopesOf` tells whose pages, and a collection
 * without one (or a write it cannot place) changes the whole site. A write that changed nothing
 * (no match) does not count.
 */
export function notifyingWrites<T extends Document>(
  collection: Collection<T>,
  changed: (scopes: string[]) => Promise<void>,
  scopesOf: ScopesOf = siteWide,
): Collection<T> {
  const placed = scopesOf !== siteWide;
  return {
    insert: async (doc) => {
      const inserted = await collection.insert(doc);
      await changed(scopesOf({ op: "insert", doc: inserted }));
      return inserted;
    },
    findOne: (filter) => collection.findOne(filter),
    find: (filter, options) => collection.find(filter, options),
    count: (filter) => collection.count(filter),
    group: (filter, field, latest) => collection.group(filter, field, latest),
    updateOne: async (filter, update) => {
      const updated = await collection.updateOne(filter, update);
      if (updated) await changed(scopesOf({ op: "updateOne", doc: updated, filter, update }));
      return updated;
    },
    updateMany: async (filter, update) => {
      const n = await collection.updateMany(filter, update);
      if (n > 0) await changed(scopesOf({ op: "updateMany", filter, update }));
      return n;
    },
    deleteOne: async (filter) => {
      // The removed document tells whose it was and whether it showed publicly.
      const doc = placed ? await collection.findOne(filter) : null;
      const removed = await collection.deleteOne(filter);
      if (removed) await changed(scopesOf({ op: "deleteOne", doc, filter }));
      return removed;
    },
    deleteMany: async (filter) => {
      const n = await collection.deleteMany(filter);
      if (n > 0) await changed(scopesOf({ op: "deleteMany", filter }));
      return n;
    },
  };
}

/**
 * What a listener hears: a write here changed `scopes` (`shared` unset), then the shared
 * sequence number the database gave it.
 */
export interface PublicWrite {
  scopes: string[];
  /** The shared sequence after this write, once the database has counted it. */
  shared?: number;
}
type Listener = (write: PublicWrite) => void;

// One registry per process, like the database itself (db.server.ts).
const listeners = onePerProcess("public-write-listeners", () => new Set<Listener>());

/** Subscribes to public writes of this process; returns the unsubscribe function. */
export function onPublicWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The `changed` callback for notifyingWrites: listeners hear of the write at once (this process's
 * next request must not see the old page), then the scopes' shared versions are raised so that
 * other processes, which poll them, hear of it too.
 */
export function publicWriteNotifier(
  bumpShared: (scopes: string[]) => Promise<number>,
): (scopes: string[]) => Promise<void> {
  return async (scopes) => {
    for (const listener of listeners) listener({ scopes });
    const shared = await bumpShared(scopes);
    for (const listener of listeners) listener({ scopes, shared });
  };
}

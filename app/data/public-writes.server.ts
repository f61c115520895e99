import type { Collection, Document } from "./collection";

/**
 * A collection whose every successful write calls `changed` before the write's promise settles
 * (docs/decisions/0026-public-page-cache.md). openDatabase wraps the collections a visitor's page
 * is made from, so a write path added later invalidates the public page cache without knowing
 * it exists. A write that changed nothing (no match) does not count.
 */
export function notifyingWrites<T extends Document>(
  collection: Collection<T>,
  changed: () => Promise<void>,
): Collection<T> {
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>, didChange: (result: R) => boolean) =>
    async (...args: A): Promise<R> => {
      const result = await write.apply(collection, args);
      if (didChange(result)) await changed();
      return result;
    };
  return {
    insert: after(collection.insert, () => true),
    findOne: (filter) => collection.findOne(filter),
    find: (filter, options) => collection.find(filter, options),
    count: (filter) => collection.count(filter),
    group: (filter, field, latest) => collection.group(filter, field, latest),
    updateOne: after(collection.updateOne, (updated) => updated !== null),
    updateMany: after(collection.updateMany, (n) => n > 0),
    deleteOne: after(collection.deleteOne, (removed) => removed),
    deleteMany: after(collection.deleteMany, (n) => n > 0),
  };
}

/** What a listener hears: a write happened here (`shared` unset), then its shared version. */
export interface PublicWrite {
  /** The shared counter after this write, once the database has counted it. */
  shared?: number;
}
type Listener = (write: PublicWrite) => void;

// On globalThis like the database itself (db.server.ts): one registry per process.
const registryKey = Symbol.for("viewfinder.public-write-listeners");
const holder = globalThis as { [registryKey]?: Set<Listener> };
const listeners = (holder[registryKey] ??= new Set<Listener>());

/** Subscribes to public writes of this process; returns the unsubscribe function. */
export function onPublicWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The `changed` callback for notifyingWrites: listeners hear of the write at once (this process's
 * next request must not see the old page), then the shared counter is bumped so that other
 * processes, which poll it, hear of it too.
 */
export function publicWriteNotifier(bumpShared: () => Promise<number>): () => Promise<void> {
  return async () => {
    for (const listener of listeners) listener({});
    const shared = await bumpShared();
    for (const listener of listeners) listener({ shared });
  };
}

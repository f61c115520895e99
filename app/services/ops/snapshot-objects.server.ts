import type { Document } from "~/data/collection";
import type { ObjectRead, ObjectStore } from "~/storage/object-store";
import { collectionSpec, openCollection } from "./collections.server";
import { documentsInIdOrder } from "./document-pages.server";
import type { Installation } from "./installation.server";
import { copyListedObjects, type ObjectEntries } from "./object-entries.server";
import type { Progress } from "./progress";

/**
 * Where photo files live (docs/product.md#object-storage): the storage audit matches every key here
 * to a record.
 */
const PHOTO_FILES = "photo/";

/** The keys a photo record names: its original and its derivatives. */
function photoKeys(photo: Document): string[] {
  const { originalKey, derivatives } = photo as {
    originalKey?: string;
    derivatives?: { key?: string }[];
  };
  const keys = [originalKey, ...(derivatives ?? []).map((d) => d.key)];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Every key opened for reading, or null (nothing left open) when one of them is gone. */
async function openAll(store: ObjectStore, keys: string[]): Promise<[string, ObjectRead][] | null> {
  const opened: [string, ObjectRead][] = [];
  for (const key of keys) {
    const object = await store.get(key);
    if (!object) {
      for (const [, read] of opened) read.body.destroy();
      return null;
    }
    opened.push([key, object]);
  }
  return opened;
}

/**
 * The stored objects of a point-in-time backup, whose documents are a snapshot and whose store is
 * live (docs/decisions/0053-point-in-time-backups.md). Photo files are taken record by record
 * from the snapshot, never from a listing: files of uploads that finished (or were still running)
 * after the snapshot are left behind, so the restored installation holds no orphan. A photo's
 * files are all opened before any is written (an open file stays readable when deleted); if one
 * is gone already, the photo was deleted (or its copies re-made) since the snapshot, and the
 * photo is left out whole. Every other object is copied as listed.
 *
 * Returns the ids of the photos left out: their records must not be written either.
 */
export async function backUpSnapshotObjects(
  source: Installation,
  entries: ObjectEntries,
  progress: Progress,
): Promise<Set<string>> {
  const photos = await openCollection(source.engine, collectionSpec("photos")!);
  const leftOut = new Set<string>();
  progress.phase("Backing up photo files", await photos.count({}));
  for await (const photo of documentsInIdOrder(photos)) {
    const opened = await openAll(source.store, photoKeys(photo));
    if (opened) {
      try {
        for (const [key, object] of opened) await entries.add(key, object);
      } finally {
        // Those not written (a failed entry) would otherwise hold their files open.
        for (const [, object] of opened) object.body.destroy();
      }
    } else {
      leftOut.add(photo._id);
      progress.note(`Left out photo ${photo._id}: deleted while the backup ran`);
    }
    progress.advance();
  }
  progress.end();
  await copyListedObjects(source.store, entries, progress, (key) => key.startsWith(PHOTO_FILES));
  return leftOut;
}

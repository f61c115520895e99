import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar, { type Pack } from "tar-stream";
import type { Document } from "~/data/collection";
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  OBJECT_INDEX_ENTRY,
  collectionEntry,
  type Manifest,
} from "./archive-format";
import { BACKED_UP_COLLECTIONS, openCollection } from "./collections.server";
import { encodeDocument } from "./document-codec";
import { documentsInIdOrder } from "./document-pages.server";
import { engineNames, secretFingerprint, type Installation } from "./installation.server";
import { ObjectEntries, copyListedObjects } from "./object-entries.server";
import { silentProgress, type Progress } from "./progress";
import { backUpSnapshotObjects } from "./snapshot-objects.server";
import { addEntry } from "./tar-entries.server";
import { LineSpool } from "./line-spool.server";

/** What a backup reads: an installation, or a snapshot of its documents beside its live store. */
export interface BackupSource extends Installation {
  /**
   * Set when `engine` is a snapshot taken at this moment while `store` is the live one
   * (docs/decisions/0053-point-in-time-backups.md): photo files are then taken from the
   * snapshot's records, and a photo deleted since is left out whole.
   */
  snapshotAt?: Date;
}

export interface BackupOptions {
  appVersion: string;
  /** gzip the tar (the command line decides from the file name). */
  gzip: boolean;
  /** The source's session secret: only its fingerprint is written. */
  sessionSecret?: string;
  progress?: Progress;
}

/**
 * Writes one archive of an installation to `file` (archive-format.ts): every collection but
 * sessions, every stored object, the object list and the manifest. Nothing is held in memory
 * whole: documents and the object list are spooled to files beside the archive (their sizes go
 * into tar headers before their bytes), objects stream from the store into their entries. The
 * archive is written as `file.partial` and renamed when complete, so a file under the asked
 * name is always a finished backup. From a snapshot (`source.snapshotAt`) the objects come
 * first and only those the snapshot's documents need (snapshot-objects.server.ts).
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  { appVersion, gzip, sessionSecret, progress = silentProgress }: BackupOptions,
): Promise<Manifest> {
  const partial = `${file}.partial`;
  const spoolDir = await mkdtemp(
    path.join(path.dirname(path.resolve(file)), ".viewfinder-backup-"),
  );
  // The archive holds password hashes and sealed Google tokens: readable by its owner only. A
  // partial file left by a crash is removed first, as the mode applies only to a new file.
  await rm(partial, { force: true });
  const out = createWriteStream(partial, { mode: 0o600 });
  const pack = tar.pack();
  // tar-stream's streams are streamx streams, which Node's pipeline accepts as they are.
  const packed = pack as unknown as Readable;
  const written = gzip ? pipeline(packed, createGzip(), out) : pipeline(packed, out);
  // The writer's failure (a full disk) surfaces at the next step, not after everything is read.
  const failed = new Promise<never>((_, reject) => void written.catch(reject));
  failed.catch(() => undefined);
  const step = <T>(work: Promise<T>) => Promise.race([work, failed]);

  try {
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion,
      createdAt: new Date().toISOString(),
      source: engineNames(source),
      secretFingerprint: sessionSecret ? secretFingerprint(sessionSecret) : undefined,
      collections: [],
      objects: { entry: OBJECT_INDEX_ENTRY, count: 0, bytes: 0, size: 0, sha256: "" },
    };
    const entries = new ObjectEntries(pack, spoolDir);
    const addObjectIndex = async () => {
      manifest.objects = { ...manifest.objects, ...(await entries.close()) };
      await step(
        addEntry(
          pack,
          { name: OBJECT_INDEX_ENTRY, size: manifest.objects.size },
          createReadStream(entries.indexFile),
        ),
      );
    };
    if (source.snapshotAt) {
      // Objects first, so a photo whose files went since the snapshot leaves its record out too;
      // the format lets collections follow the objects (verify-archive.server.ts).
      const leftOut = await step(backUpSnapshotObjects(source, entries, progress));
      await addObjectIndex();
      manifest.collections = await step(
        backUpDocuments(
          source,
          pack,
          spoolDir,
          progress,
          step,
          (name, doc) => name === "photos" && leftOut.has(doc._id),
        ),
      );
    } else {
      manifest.collections = await step(backUpDocuments(source, pack, spoolDir, progress, step));
      await step(copyListedObjects(source.store, entries, progress));
      await addObjectIndex();
    }
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await step(
      addEntry(
        pack,
        { name: MANIFEST_ENTRY, size: manifestBytes.length },
        Readable.from([manifestBytes]),
      ),
    );
    pack.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}

/** Every backed-up collection as one entry each, but the documents `leave` names. */
async function backUpDocuments(
  source: Installation,
  pack: Pack,
  spoolDir: string,
  progress: Progress,
  step: <T>(work: Promise<T>) => Promise<T>,
  leave: (collection: string, doc: Document) => boolean = () => false,
): Promise<Manifest["collections"]> {
  const written: Manifest["collections"] = [];
  const collections = await Promise.all(
    BACKED_UP_COLLECTIONS.map(async (spec) => ({
      spec,
      collection: await openCollection(source.engine, spec),
    })),
  );
  let total = 0;
  for (const { collection } of collections) total += await collection.count({});
  progress.phase("Backing up documents", total);
  for (const { spec, collection } of collections) {
    const spool = new LineSpool(path.join(spoolDir, `${spec.name}.jsonl`));
    let count = 0;
    for await (const doc of documentsInIdOrder(collection)) {
      progress.advance();
      if (leave(spec.name, doc)) continue;
      await step(spool.write(`${encodeDocument(doc)}\n`));
      count++;
    }
    const { size, sha256 } = await spool.close();
    const entry = collectionEntry(spec.name);
    await step(addEntry(pack, { name: entry, size }, createReadStream(spool.file)));
    written.push({ name: spec.name, entry, count, size, sha256 });
  }
  progress.end();
  return written;
}

/** The archive's size on disk, for the summary line. */
export async function archiveSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

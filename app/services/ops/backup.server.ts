import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar, { type Pack } from "tar-stream";
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  OBJECT_INDEX_ENTRY,
  OBJECT_PREFIX,
  PAX_CACHE_CONTROL,
  PAX_CONTENT_TYPE,
  collectionEntry,
  objectLine,
  type Manifest,
} from "./archive-format";
import { BACKED_UP_COLLECTIONS, openCollection } from "./collections.server";
import { encodeDocument } from "./document-codec";
import { documentsInIdOrder } from "./document-pages.server";
import { engineNames, secretFingerprint, type Installation } from "./installation.server";
import { allObjects } from "./object-pages.server";
import { silentProgress, type Progress } from "./progress";
import { HashingStream } from "./sha256";
import { addEntry } from "./tar-entries.server";
import { LineSpool } from "./line-spool.server";

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
 * name is always a finished backup.
 */
export async function writeBackup(
  source: Installation,
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
        await step(spool.write(`${encodeDocument(doc)}\n`));
        count++;
        progress.advance();
      }
      const { size, sha256 } = await spool.close();
      const entry = collectionEntry(spec.name);
      await step(addEntry(pack, { name: entry, size }, createReadStream(spool.file)));
      manifest.collections.push({ name: spec.name, entry, count, size, sha256 });
    }
    progress.end();

    manifest.objects = {
      ...manifest.objects,
      ...(await step(backUpObjects(source, pack, spoolDir, progress))),
    };
    await step(
      addEntry(
        pack,
        { name: OBJECT_INDEX_ENTRY, size: manifest.objects.size },
        createReadStream(path.join(spoolDir, OBJECT_INDEX_ENTRY)),
      ),
    );
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

async function backUpObjects(
  source: Installation,
  pack: Pack,
  spoolDir: string,
  progress: Progress,
) {
  const index = new LineSpool(path.join(spoolDir, OBJECT_INDEX_ENTRY));
  let listed = 0;
  let count = 0;
  let bytes = 0;
  progress.phase("Backing up stored objects", 0);
  for await (const { key } of allObjects(source.store, (page) =>
    progress.grow((listed += page.length)),
  )) {
    const object = await source.store.get(key);
    // Deleted since it was listed (the app is running): it is not part of this backup.
    if (!object) {
      progress.note(`Skipped ${key}: deleted while the backup ran`);
      progress.advance();
      continue;
    }
    const pax: Record<string, string> = { [PAX_CONTENT_TYPE]: object.contentType };
    if (object.cacheControl) pax[PAX_CACHE_CONTROL] = object.cacheControl;
    const hashing = new HashingStream();
    const header = {
      name: OBJECT_PREFIX + key,
      size: object.contentLength,
      mtime: object.lastModified,
      pax,
    };
    await addEntry(pack, header, object.body, hashing);
    await index.write(
      objectLine({
        key,
        size: hashing.bytes,
        sha256: hashing.digest(),
        contentType: object.contentType,
        cacheControl: object.cacheControl,
      }),
    );
    count++;
    bytes += hashing.bytes;
    progress.advance();
  }
  progress.end();
  const { size, sha256 } = await index.close();
  return { count, bytes, size, sha256 };
}

/** The archive's size on disk, for the summary line. */
export async function archiveSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

import { createHash } from "node:crypto";
import type { Collection, Document } from "~/data/collection";
import { MAX_PAGE_SIZE } from "~/storage/object-store";
import { OBJECT_PREFIX, type Manifest } from "./archive-format";
import { ArchiveError, readArchive } from "./archive-reader.server";
import { BACKED_UP_COLLECTIONS, collectionSpec, openCollection } from "./collections.server";
import { decodeDocument } from "./document-codec";
import { hashedLines } from "./hashed-lines";
import { secretFingerprint, type Installation } from "./installation.server";
import { silentProgress, type Progress } from "./progress";
import { HashingStream } from "./sha256";
import { objectEntryFacts, objectEntryLine, verifyArchive } from "./verify-archive.server";

export interface RestoreOptions {
  /** The target's session secret, to warn when Google connections will not be readable. */
  sessionSecret?: string;
  progress?: Progress;
}

export interface RestoreResult {
  manifest: Manifest;
  warnings: string[];
}

/** What the installation already holds (sessions aside), e.g. ["users: 2", "stored objects"]. */
export async function contentsOf(target: Installation): Promise<string[]> {
  const found: string[] = [];
  for (const spec of BACKED_UP_COLLECTIONS) {
    const count = await (await openCollection(target.engine, spec)).count({});
    if (count) found.push(`${spec.name}: ${count}`);
  }
  const { objects } = await target.store.listPage("", { pageSize: 1 });
  if (objects.length) found.push("stored objects");
  return found;
}

async function assertEmpty(target: Installation): Promise<void> {
  const found = await contentsOf(target);
  if (found.length) {
    throw new ArchiveError(
      `The target installation is not empty (${found.join(", ")}). Restore only into an empty ` +
        "installation: a new DATA_DIR, or an empty MongoDB database and an empty bucket. Nothing was changed.",
    );
  }
}

/**
 * Restores a backup into an empty installation. The whole archive is verified first (every
 * checksum, every document against its schema), so a damaged or truncated archive changes
 * nothing; the second pass writes. Should writing fail midway, what was written is removed
 * again (the target was empty, so everything in it is the restore's own).
 */
export async function restoreBackup(
  file: string,
  target: Installation,
  { sessionSecret, progress = silentProgress }: RestoreOptions = {},
): Promise<RestoreResult> {
  await assertEmpty(target);
  const manifest = await verifyArchive(file, progress);
  await assertEmpty(target);
  try {
    await writeEntries(file, target, manifest, progress);
  } catch (error) {
    progress.end();
    await clearInstallation(target);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`The restore failed and was undone: ${reason}`);
  }
  const warnings: string[] = [];
  if (
    manifest.secretFingerprint &&
    sessionSecret &&
    secretFingerprint(sessionSecret) !== manifest.secretFingerprint
  ) {
    warnings.push(
      "This installation runs with another session secret than the backed-up one: stored Google " +
        "Photos connections cannot be read and their owners must connect again. To keep them, " +
        "start with the original SESSION_SECRET (or the original DATA_DIR/session-secret file).",
    );
  }
  return { manifest, warnings };
}

async function writeEntries(
  file: string,
  target: Installation,
  manifest: Manifest,
  progress: Progress,
) {
  const objectDigest = createHash("sha256");
  const total = manifest.collections.reduce((sum, c) => sum + c.count, 0) + manifest.objects.count;
  progress.phase("Restoring", total);
  for await (const entry of readArchive(file)) {
    const collection = /^collections\/([A-Za-z]+)\.jsonl$/.exec(entry.name)?.[1];
    if (collection) {
      const into = await openCollection(target.engine, collectionSpec(collection)!);
      await insertLines(into, hashedLines(entry.body).lines, progress);
    } else if (entry.name.startsWith(OBJECT_PREFIX)) {
      const { key, contentType, cacheControl } = objectEntryFacts(entry);
      // One read feeds both the store and the checksum: the archive may not change under us.
      const hashing = new HashingStream();
      entry.body.on("error", (error) => hashing.destroy(error));
      await target.store.put(key, entry.body.pipe(hashing), { contentType, cacheControl });
      const line = objectEntryLine(entry, { sha256: hashing.digest(), size: hashing.bytes });
      objectDigest.update(line);
      progress.advance();
    }
  }
  if (objectDigest.digest("hex") !== manifest.objects.sha256) {
    throw new Error("the archive changed while it was being restored");
  }
  for (const expected of manifest.collections) {
    const count = await (
      await openCollection(target.engine, collectionSpec(expected.name)!)
    ).count({});
    if (count !== expected.count)
      throw new Error(`${expected.name} holds ${count} documents, not ${expected.count}`);
  }
  progress.end();
}

async function insertLines(
  collection: Collection<Document>,
  lines: AsyncIterable<string>,
  progress: Progress,
) {
  for await (const line of lines) {
    if (line === "") continue;
    await collection.insert(decodeDocument(line));
    progress.advance();
  }
}

/** Removes every document (sessions aside) and every object: the undo of a failed restore. */
async function clearInstallation(target: Installation): Promise<void> {
  for (const spec of BACKED_UP_COLLECTIONS) {
    await (await openCollection(target.engine, spec)).deleteMany({});
  }
  // Page by page from the start: each page deleted, the next listing begins where it was.
  for (;;) {
    const { objects } = await target.store.listPage("", { pageSize: MAX_PAGE_SIZE });
    if (!objects.length) return;
    for (const { key } of objects) await target.store.delete(key);
  }
}

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { schemaValidator } from "~/data/schema-validator.server";
import { isValidKey } from "~/storage/object-store";
import {
  MANIFEST_ENTRY,
  OBJECT_INDEX_ENTRY,
  OBJECT_PREFIX,
  PAX_CACHE_CONTROL,
  PAX_CONTENT_TYPE,
  manifestSchema,
  objectLine,
  type Manifest,
} from "./archive-format";
import { ArchiveError, damaged, readArchive, type ArchiveEntry } from "./archive-reader.server";
import { collectionSpec } from "./collections.server";
import { decodeDocument } from "./document-codec";
import { LineSpool } from "./line-spool.server";
import { silentProgress, type Progress } from "./progress";
import { hashedLines, LineTooLongError } from "./hashed-lines";
import { hashStream } from "./sha256";

const MAX_MANIFEST_BYTES = 1024 * 1024;

interface SeenFile {
  size: number;
  sha256: string;
  count: number;
}

/** The key and the headers of an object entry, refused when they are not a stored object's. */
export function objectEntryFacts(entry: ArchiveEntry) {
  const key = entry.name.slice(OBJECT_PREFIX.length);
  if (!isValidKey(key)) throw damaged(`${entry.name} is not a stored object's name`);
  const contentType = entry.pax[PAX_CONTENT_TYPE];
  if (!contentType) throw damaged(`${entry.name} has no content type`);
  return { key, contentType, cacheControl: entry.pax[PAX_CACHE_CONTROL] };
}

/** The line objects.jsonl holds for an entry, rebuilt from its headers and the bytes read. */
export function objectEntryLine(
  entry: ArchiveEntry,
  read: { sha256: string; size: number },
): string {
  return objectLine({ ...objectEntryFacts(entry), ...read });
}

/** Hashes a collection file and checks that every line is a document its schema accepts. */
async function readCollectionFile(entry: ArchiveEntry, name: string): Promise<SeenFile> {
  const spec = collectionSpec(name);
  if (!spec) {
    throw new ArchiveError(
      `The archive holds a collection this version does not know (${name}): restore it with the version that made it`,
    );
  }
  const validate = schemaValidator(spec.name, spec.schema);
  const file = hashedLines(entry.body);
  let count = 0;
  try {
    for await (const line of file.lines) {
      if (line === "") continue;
      try {
        await validate(decodeDocument(line));
      } catch (error) {
        throw damaged(`line ${count + 1} of ${entry.name}: ${(error as Error).message}`);
      }
      count++;
    }
  } catch (error) {
    if (error instanceof LineTooLongError) throw damaged(`${entry.name}: ${error.message}`);
    throw error;
  }
  return { size: file.size(), sha256: file.digest(), count };
}

async function readManifest(entry: ArchiveEntry): Promise<Manifest> {
  if (entry.size > MAX_MANIFEST_BYTES) throw damaged("its manifest is too large");
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk as Buffer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw damaged("its manifest is not JSON");
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new ArchiveError("This is not a Viewfinder backup of a format this version can restore");
  }
  return result.data;
}

/** Compares objects.jsonl with the lines rebuilt from the objects, naming the first that differs. */
async function firstObjectMismatch(
  listed: AsyncGenerator<string>,
  rebuiltFile: string,
): Promise<string | null> {
  const expected = listed;
  const actual = createInterface({ input: createReadStream(rebuiltFile), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  for (;;) {
    const [want, got] = await Promise.all([expected.next(), actual.next()]);
    if (want.done && got.done) return null;
    if (want.done || got.done || want.value !== got.value) {
      const line = (want.done ? got.value : want.value) as string;
      const key = (JSON.parse(line) as { key?: string }).key ?? "an object";
      return want.done
        ? `${key} is not in the archive's object list`
        : `${key} does not match its checksum or is missing`;
    }
  }
}

/**
 * The first pass of a restore: reads the whole archive, hashes every entry and checks it against
 * the manifest (which comes last), and checks every document against its schema. Writes nothing
 * but a temporary file of object lines; throws an ArchiveError naming what is wrong.
 */
export async function verifyArchive(
  file: string,
  progress: Progress = silentProgress,
): Promise<Manifest> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "viewfinder-verify-"));
  try {
    return await verifyEntries(file, workDir, progress);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw damaged(error instanceof Error ? error.message : String(error));
  } finally {
    progress.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function verifyEntries(file: string, workDir: string, progress: Progress): Promise<Manifest> {
  const collections = new Map<string, SeenFile>();
  const rebuilt = new LineSpool(path.join(workDir, "objects.jsonl"));
  const rebuiltHash = createHash("sha256");
  let objects = 0;
  let objectIndex: { sha256: string; mismatch: string | null } | undefined;
  let manifest: Manifest | undefined;
  let entries = 0;

  // A missing file is reported by readArchive, by name.
  progress.phase(
    "Verifying the archive (bytes)",
    (await stat(file).catch(() => undefined))?.size ?? 0,
  );
  for await (const entry of readArchive(file, (bytes) => progress.advance(bytes))) {
    entries++;
    if (manifest) throw damaged(`${entry.name} follows the manifest`);
    const collection = /^collections\/([A-Za-z]+)\.jsonl$/.exec(entry.name)?.[1];
    if (entry.name === MANIFEST_ENTRY) {
      manifest = await readManifest(entry);
    } else if (collection) {
      if (collections.has(collection)) throw damaged(`${entry.name} appears twice`);
      collections.set(collection, await readCollectionFile(entry, collection));
    } else if (entry.name.startsWith(OBJECT_PREFIX)) {
      if (objectIndex) throw damaged(`${entry.name} follows the object list`);
      objectEntryFacts(entry);
      const line = objectEntryLine(entry, await hashStream(entry.body));
      rebuiltHash.update(line);
      await rebuilt.write(line);
      objects++;
    } else if (entry.name === OBJECT_INDEX_ENTRY) {
      await rebuilt.close();
      const listed = hashedLines(entry.body);
      const mismatch = await firstObjectMismatch(listed.lines, rebuilt.file);
      // Read to the end even after a mismatch, so the checksum covers the whole list.
      for await (const _ of listed.lines) void _;
      objectIndex = { sha256: listed.digest(), mismatch };
    } else {
      throw damaged(`it holds an unexpected entry (${entry.name})`);
    }
  }

  if (!manifest) {
    throw entries === 0
      ? new ArchiveError("This is not a Viewfinder backup (the file holds no archive entries)")
      : damaged("it ends before its manifest (an interrupted copy or a partial file?)");
  }
  for (const expected of manifest.collections) {
    const seen = collections.get(expected.name);
    if (!seen) throw damaged(`${expected.entry} is missing`);
    if (seen.sha256 !== expected.sha256 || seen.size !== expected.size) {
      throw damaged(`${expected.entry} does not match its checksum`);
    }
    if (seen.count !== expected.count)
      throw damaged(`${expected.entry} has ${seen.count} documents, not ${expected.count}`);
    collections.delete(expected.name);
  }
  const extra = [...collections.keys()];
  if (extra.length) throw damaged(`collections/${extra[0]}.jsonl is not in the manifest`);
  if (!objectIndex) throw damaged(`${OBJECT_INDEX_ENTRY} is missing`);
  if (objectIndex.sha256 !== manifest.objects.sha256)
    throw damaged(`${OBJECT_INDEX_ENTRY} does not match its checksum`);
  if (objectIndex.mismatch) throw damaged(`stored object ${objectIndex.mismatch}`);
  if (rebuiltHash.digest("hex") !== manifest.objects.sha256 || objects !== manifest.objects.count) {
    throw damaged("the stored objects do not match the manifest");
  }
  return manifest;
}

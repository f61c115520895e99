import { randomBytes } from "node:crypto";
import {
  mkdir,
  open,
  readdir,
  rename,
  rmdir,
  stat,
  unlink,
  type FileHandle,
} from "node:fs/promises";
import path from "node:path";
import type { Stats } from "node:fs";

/** Errors meaning "there is no file at this path" (a path through a file gives ENOTDIR). */
export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** Dot-files are the local adapter's own (sidecars, temp files); valid keys never start with a dot. */
export const isInternalName = (name: string) => name.startsWith(".");

async function openNewFile(file: string): Promise<FileHandle> {
  // A concurrent delete may prune the folder between mkdir and open: try again a few times.
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      return await open(file, "wx", 0o644);
    } catch (error) {
      if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

async function writeAll(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length;) {
    const { bytesWritten } = await file.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Writes `chunks` to a new hidden temp file in `tempDir` and fsyncs it. The caller moves it over
 * the target with `renameInto` (atomic on one filesystem), so readers never see a partial object;
 * on any failure, including the source stream erroring or aborting, the temp file is removed.
 * One folder holds every write in progress, so what a killed process left is found in one place.
 */
export async function writeTempFile(
  tempDir: string,
  target: string,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<{ temp: string; size: number }> {
  const name = `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`;
  const temp = path.join(tempDir, name);
  const file = await openNewFile(temp);
  let size = 0;
  try {
    try {
      for await (const chunk of chunks) {
        await writeAll(file, chunk);
        size += chunk.length;
      }
      await file.sync();
    } finally {
      await file.close();
    }
    return { temp, size };
  } catch (error) {
    await removeFile(temp);
    throw error;
  }
}

/** Moves a written temp file to `target`, making its folder (again, if a delete pruned it). */
export async function renameInto(temp: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      return await rename(temp, target);
    } catch (error) {
      if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/** Removes the files in `dir` last written before `time` (temp files of writes that died). */
export async function removeFilesOlderThan(dir: string, time: Date): Promise<number> {
  let removed = 0;
  for (const { file, stats } of await walkFiles(dir, { withInternal: true })) {
    if (stats.mtimeMs >= time.getTime()) continue;
    await removeFile(file);
    removed++;
  }
  return removed;
}

export async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** Removes empty folders from `dir` up to (not including) `root`, stopping at the first non-empty one. */
export async function pruneEmptyFolders(dir: string, root: string): Promise<void> {
  while (dir.startsWith(root + path.sep)) {
    try {
      await rmdir(dir);
    } catch {
      return;
    }
    dir = path.dirname(dir);
  }
}

/**
 * Removes the adapter's own hidden files left under `dir` (the temp file or sidecar of a write a
 * crash cut short: listings never show them) and the folders that are then empty, up to `root`.
 */
export async function removeLeftovers(dir: string, root: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await removeLeftovers(file, root);
    else if (entry.isFile() && isInternalName(entry.name)) await removeFile(file);
  }
  await pruneEmptyFolders(dir, root);
}

/** Every regular, non-internal (unless asked) file under `dir`, recursively, with its stats. */
export async function walkFiles(
  dir: string,
  { withInternal = false } = {},
): Promise<{ file: string; stats: Stats }[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: { file: string; stats: Stats }[] = [];
  for (const entry of entries) {
    if (isInternalName(entry.name) && !withInternal) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walkFiles(file, { withInternal })));
    else if (entry.isFile()) {
      // Deleted since readdir: not an object any more.
      const stats = await stat(file).catch((error) =>
        isMissing(error) ? null : Promise.reject(error),
      );
      if (stats) found.push({ file, stats });
    }
  }
  return found;
}

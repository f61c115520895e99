import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { config } from "~/config.server";
import { isMissing, walkFiles } from "~/storage/local-files.server";

/**
 * Where an upload's files wait while its request lasts (ADR 39): inside DATA_DIR rather than the
 * operating system's temp folder, so the start after a killed process finds and removes what it
 * left. DATA_DIR exists on every installation, MongoDB and S3 ones included.
 */
export const uploadTempRoot = () => path.join(config().dataDir, "tmp", "uploads");

/** A new private folder (0700) for one request's files; the caller removes it when done. */
export async function makeUploadTempFolder(kind: "upload" | "bulk"): Promise<string> {
  const root = uploadTempRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(path.join(root, `${kind}-`));
}

/** The last time anything in `folder` was written: the folder's own entries or any file in it. */
async function lastWritten(folder: string): Promise<number> {
  const files = await walkFiles(folder, { withInternal: true });
  const own = await stat(folder);
  return Math.max(own.mtimeMs, ...files.map(({ stats }) => stats.mtimeMs));
}

/**
 * Removes the request folders last written before `time` (those of requests a dead process was
 * reading or processing); returns how many. Live requests write theirs within seconds.
 */
export async function removeUploadTempFoldersOlderThan(time: Date): Promise<number> {
  const root = uploadTempRoot();
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const folder = path.join(root, name);
    const written = await lastWritten(folder).catch((error) =>
      isMissing(error) ? null : Promise.reject(error),
    );
    if (written === null || written >= time.getTime()) continue;
    await rm(folder, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

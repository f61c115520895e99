import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/** The folders a tool creates files in when it opens an installation's DATA_DIR. */
const WATCHED = [".", "db", "storage"];

async function namesIn(dir: string): Promise<Set<string> | null> {
  try {
    return new Set(await readdir(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export interface DataDirSnapshot {
  /** Removes whatever appeared in DATA_DIR since the snapshot (the folder too, if it was new). */
  removeAdditions(): Promise<void>;
}

/**
 * What DATA_DIR holds before a tool opens it. Opening an installation creates files of its own
 * (the generated session secret, the embedded engine's empty database files, the lock): a tool
 * that refuses afterwards removes them again, so a refusal leaves the folder as it found it.
 * Only the folders the tool itself writes into are looked at, never the stored objects below.
 */
export async function snapshotDataDir(dataDir: string): Promise<DataDirSnapshot> {
  const found = new Map<string, Set<string> | null>();
  for (const folder of WATCHED) {
    found.set(folder, await namesIn(path.join(dataDir, folder)));
  }
  return {
    async removeAdditions() {
      if (found.get(".") === null) return rm(dataDir, { recursive: true, force: true });
      const current = new Map<string, Set<string> | null>();
      for (const folder of WATCHED) current.set(folder, await namesIn(path.join(dataDir, folder)));
      // Something that was there is gone (moved aside, say, as NeDB's files are when they move
      // to SQLite, into a new folder beside db/): more than adding happened, and what is new,
      // in any of the folders, may hold it. Leave the DATA_DIR alone.
      const moved = WATCHED.some((folder) => {
        const [before, now] = [found.get(folder), current.get(folder)];
        return before && [...before].some((name) => !now?.has(name));
      });
      if (moved) return;
      for (const folder of WATCHED) {
        const before = found.get(folder);
        for (const name of current.get(folder) ?? []) {
          if (!before?.has(name)) {
            await rm(path.join(dataDir, folder, name), { recursive: true, force: true });
          }
        }
      }
    },
  };
}

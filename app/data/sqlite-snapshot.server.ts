/**
 * A consistent copy of a DATA_DIR's SQLite database, taken while the app may be writing to it
 * (docs/decisions/0053-point-in-time-backups.md). No DATA_DIR lock is taken and nothing is
 * written to the live file: a read-only connection runs `VACUUM INTO`, which copies the database
 * as one read transaction sees it. In WAL mode that reader works beside the app's writer, which
 * neither waits for it nor is seen by it.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SQLITE_FILE, openSqliteEngine, type SqliteEngine } from "./sqlite-engine.server";

/** Waits this long if the app is recovering its WAL (the only time a reader must wait). */
const BUSY_TIMEOUT_MS = 5000;

export interface SqliteSnapshot {
  /** The copy, opened as an engine of its own (its own temporary DATA_DIR). */
  engine: SqliteEngine;
  /** The copy's temporary DATA_DIR (under the `workDir` given). */
  folder: string;
  /** Taken just before the copy's read transaction began: every write answered by then is in it. */
  takenAt: Date;
  /** Closes the copy and removes its folder. */
  remove(): Promise<void>;
}

/** The live database file of a DATA_DIR. */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, "db", SQLITE_FILE);
}

/**
 * Copies the database of `dataDir` into a new folder under `workDir` (removed again by
 * `remove()`, or at once when anything fails) and opens the copy.
 */
export async function snapshotSqliteDatabase(
  dataDir: string,
  workDir: string,
): Promise<SqliteSnapshot> {
  const folder = await mkdtemp(path.join(workDir, ".viewfinder-snapshot-"));
  try {
    await mkdir(path.join(folder, "db"));
    const takenAt = new Date();
    const live = new DatabaseSync(sqliteFileOf(dataDir), { readOnly: true });
    try {
      live.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      live.prepare("VACUUM INTO ?").run(sqliteFileOf(folder));
    } finally {
      live.close();
    }
    const engine = await openSqliteEngine(folder);
    return {
      engine,
      folder,
      takenAt,
      async remove() {
        try {
          await engine.close();
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

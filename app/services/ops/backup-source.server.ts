import { existsSync } from "node:fs";
import type { Config } from "~/config.server";
import { snapshotSqliteDatabase, sqliteFileOf } from "~/data/sqlite-snapshot.server";
import { createObjectStore, objectStoreOptions } from "~/storage/store.server";
import type { BackupSource } from "./backup.server";
import { OpsError } from "./ops-error";
import { openConfiguredInstallation } from "./places.server";

export type OpenedBackupSource = BackupSource & {
  /** The snapshot's folder, for a process stopped by a signal to remove at once. */
  temporaryFolder?: string;
  close(): Promise<void>;
};

/**
 * What `npm run backup` reads. On the embedded engine: a snapshot of the database, taken without
 * the DATA_DIR lock so the app may keep running, beside the live object store
 * (docs/decisions/0053-point-in-time-backups.md); the snapshot is kept in a temporary folder
 * under `workDir` until `close()`. On MongoDB: the database itself, as before.
 */
export async function openBackupSource(cfg: Config, workDir: string): Promise<OpenedBackupSource> {
  if (cfg.MONGODB_URI) return openConfiguredInstallation(cfg);
  const file = sqliteFileOf(cfg.dataDir);
  // A backup never creates a database: a mistyped DATA_DIR is said so, not backed up empty.
  if (!existsSync(file)) {
    throw new OpsError(
      `There is no embedded database at ${file}: check DATA_DIR (an installation still on NeDB ` +
        `moves to SQLite when the app starts, docs/decisions/0052-moving-installations-to-sqlite.md)`,
    );
  }
  const snapshot = await snapshotSqliteDatabase(cfg.dataDir, workDir);
  return {
    engine: snapshot.engine,
    store: createObjectStore(objectStoreOptions(cfg)),
    snapshotAt: snapshot.takenAt,
    temporaryFolder: snapshot.folder,
    close: () => snapshot.remove(),
  };
}

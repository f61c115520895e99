import { moveNedbToSqlite, type MoveLog } from "./move-to-sqlite.server";
import { openSqliteEngine, type SqliteEngine } from "./sqlite-engine.server";

/**
 * The embedded engine of a DATA_DIR: SQLite (docs/decisions/0050-sqlite-embedded-engine.md),
 * once the documents of an installation still on NeDB have moved in
 * (docs/decisions/0052-moving-installations-to-sqlite.md). A move that fails throws, and the app
 * does not start on a half-filled database; the next start tries again.
 */
export async function openEmbeddedEngine(dataDir: string, log: MoveLog): Promise<SqliteEngine> {
  await moveNedbToSqlite(dataDir, log);
  return openSqliteEngine(dataDir);
}

/**
 * The SQLite embedded engine (docs/decisions/0050-sqlite-embedded-engine.md), through Node's
 * built-in `node:sqlite`: one database file, `${DATA_DIR}/db/viewfinder.sqlite`, each collection
 * a table of JSON documents, each declared index a real SQLite index.
 *
 * For moving documents in (from NeDB's files, a backup, another engine):
 *
 *   const engine = await openSqliteEngine(dataDir);
 *   const photos = await engine.collection("photos", photoSchema);
 *   await photos.insertRaw(docs); // as given: no validation or defaults; all or none
 *   await engine.close();
 *
 * The file sits in `db/`, where the NeDB engine kept its files, under the same `db/.lock`: an older
 * release's NeDB engine and this one can never both write one DATA_DIR, and backups, restores and
 * the data-dir checks that know `db/` keep knowing where the database is.
 */
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { Schema } from "mongoose";
import type { Document } from "./collection";
import { lockDataDir } from "./data-dir-lock.server";
import type { Engine } from "./engine.server";
import { indexSpecs, schemaValidator, type IndexSpec } from "./schema-validator.server";
import {
  SqliteCollection,
  type Expiry,
  type SqliteConnection,
} from "./sqlite-collection.server";
import { documentShape } from "./sqlite-documents.server";
import {
  createRegexpFunction,
  fieldExpression,
  indexTerms,
  REGEXP_FUNCTION,
} from "./sqlite-query";

export const SQLITE_FILE = "viewfinder.sqlite";

/** How long a statement waits for a lock held by another connection (a backup) before failing. */
const BUSY_TIMEOUT_MS = 5000;
/** MongoDB's TTL monitor runs every minute; expired documents are hidden from reads meanwhile. */
const PURGE_EVERY_MS = 60 * 1000;
/** Distinct statement texts kept prepared (filters differ in shape, not in values). */
const STATEMENT_CACHE_SIZE = 500;

export interface SqliteEngine extends Engine {
  /** The database file. */
  readonly file: string;
  collection<T extends Document>(name: string, schema: Schema): Promise<SqliteCollection<T>>;
}

const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function connect(file: string): SqliteConnection {
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL`);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // With WAL, NORMAL loses at most the last transactions on a power cut, never consistency.
  db.exec(`PRAGMA synchronous = NORMAL`);

  db.function(REGEXP_FUNCTION, { deterministic: true }, createRegexpFunction());

  const statements = new Map<string, StatementSync>();
  return {
    db,
    statement(sql) {
      let statement = statements.get(sql);
      if (statement) return statement;
      statement = db.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    transaction(work) {
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = work();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}

/** The CREATE INDEX statement of a declared index; its name carries a hash of its definition. */
function indexStatement(table: string, index: IndexSpec): { name: string; sql: string } {
  const terms = indexTerms(index.keys);
  // A sparse index leaves out documents without the field, as MongoDB's does: for a unique one,
  // many documents may lack it.
  const where = index.sparse
    ? ` WHERE ${index.fields.map((field) => `${fieldExpression(field)} IS NOT NULL`).join(" OR ")}`
    : "";
  const definition = `${index.unique ? "UNIQUE " : ""}(${terms})${where}`;
  const hash = createHash("sha256").update(definition).digest("hex").slice(0, 10);
  const name = `${table}__${index.fields.join("_").replace(/\W/g, "_")}__${hash}`;
  const sql = `CREATE ${index.unique ? "UNIQUE " : ""}INDEX IF NOT EXISTS "${name}" ON "${table}" (${terms})${where}`;
  return { name, sql };
}

/** Creates the table and the declared indexes; drops indexes the schema no longer declares. */
function prepareTable(connection: SqliteConnection, table: string, indexes: IndexSpec[]) {
  const { db } = connection;
  db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
  const wanted = indexes.map((index) => ({ index, ...indexStatement(table, index) }));
  const existing = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
    .all(table) as { name: string }[];
  for (const { name } of existing) {
    if (!wanted.some((index) => index.name === name)) db.exec(`DROP INDEX "${name}"`);
  }
  for (const { sql } of wanted) db.exec(sql);
  refreshStatistics(db, table);
  return wanted;
}

/** Below this many documents any plan is quick: no statistics needed. */
const ANALYZE_FROM_ROWS = 1000;

/**
 * Gives the planner full statistics of a table that has none, or whose size has more than
 * doubled or halved since. Without them SQLite picks the most selective-looking index even
 * when most rows match: grouping 100,000 photos by owner read every row (600 ms) instead of
 * scanning a covering index (15 ms). Full, not `PRAGMA optimize`'s sampled analysis, whose
 * estimates for a yes/no field mislead it the same way. About 150 ms per 100,000 documents.
 */
function refreshStatistics(db: DatabaseSync, table: string): void {
  const { rows } = db.prepare(`SELECT count(*) AS rows FROM "${table}"`).get() as { rows: number };
  if (rows < ANALYZE_FROM_ROWS) return;
  const hasStats = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'`)
    .get();
  // The rows each index counted (a sparse one counts fewer): the greatest is the table's.
  const counted = hasStats
    ? Number(
        (
          db
            .prepare(`SELECT max(CAST(stat AS INTEGER)) AS counted FROM sqlite_stat1 WHERE tbl = ?`)
            .get(table) as { counted: number | null }
        ).counted ?? 0,
      )
    : 0;
  if (counted > 0 && rows <= counted * 2 && rows * 2 >= counted) return;
  db.exec(`ANALYZE "${table}"`);
}

/**
 * Opens (creating if need be) the SQLite database of a DATA_DIR, for this process only: the
 * folder is locked (DataDirLockedError names the holder). The app opens it through
 * openEmbeddedEngine, which first moves an installation's NeDB files in.
 */
export async function openSqliteEngine(dataDir: string): Promise<SqliteEngine> {
  const dir = path.join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(dir, dataDir);
  const file = path.join(dir, SQLITE_FILE);
  let connection: SqliteConnection;
  try {
    connection = connect(file);
  } catch (error) {
    await unlock();
    throw error;
  }
  const collections = new Map<string, { schema: Schema; collection: SqliteCollection<Document> }>();
  let closed = false;

  const purgeAll = () =>
    Promise.all([...collections.values()].map(({ collection }) => collection.purgeExpired()));
  // Unref'd: never keeps a script alive.
  const timer = setInterval(() => void purgeAll().catch(() => undefined), PURGE_EVERY_MS);
  timer.unref();

  return {
    kind: "embedded",
    file,
    async collection<T extends Document>(name: string, schema: Schema) {
      if (closed) throw new Error("The embedded database is closed");
      if (!TABLE_NAME.test(name)) throw new Error(`Unsupported collection name: ${name}`);
      const known = collections.get(name);
      if (known?.schema === schema) return known.collection as unknown as SqliteCollection<T>;
      const declared = indexSpecs(schema).filter((index) => index.name !== "_id");
      const indexes = prepareTable(connection, name, declared);
      const expiries: Expiry[] = declared
        .filter((index) => index.expireAfterSeconds !== undefined && index.fields.length === 1)
        .map((index) => ({ field: index.fields[0]!, seconds: index.expireAfterSeconds! }));
      const collection = new SqliteCollection<T>(connection, {
        table: name,
        validate: schemaValidator<T>(name, schema),
        shape: documentShape(schema),
        expiries,
        uniqueIndexes: new Map(
          indexes.filter(({ index }) => index.unique).map(({ name: sqlName, index }) => [sqlName, index.name]),
        ),
      });
      collections.set(name, { schema, collection: collection as unknown as SqliteCollection<Document> });
      return collection;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      try {
        await Promise.all([...collections.values()].map(({ collection }) => collection.close()));
        connection.db.close();
      } finally {
        await unlock();
      }
    },
  };
}

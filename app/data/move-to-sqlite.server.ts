import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  COLLECTIONS,
  type CollectionSpec,
} from "~/services/ops/collections.server";
import { documentsInIdOrder } from "~/services/ops/document-pages.server";
import { checkCollection, copyCollection } from "~/services/ops/migrate-documents.server";
import { silentProgress } from "~/services/ops/progress";
import type { Collection, Document } from "./collection";
import { lockDataDir } from "./data-dir-lock.server";
import { documentSchema, requiredDate } from "./document-schema.server";
import { nedbChanges, nedbFileOf } from "./nedb-files.server";
import type { SqliteCollection } from "./sqlite-collection.server";
import { openSqliteEngine, type SqliteEngine } from "./sqlite-engine.server";

/**
 * Existing embedded installations move from NeDB to SQLite by themselves, at the first start
 * that finds NeDB files in `${dataDir}/db/` (docs/decisions/0052-moving-installations-to-sqlite.md).
 *
 * - NeDB's files are only read (nedb-files.server.ts), never written: they stay byte for byte as
 *   they were until moved aside. What they hold is first laid out in a scratch SQLite database
 *   (`.nedb-import/`), the source the copy and the check below read from.
 * - The documents go through the operations tools' copy and check (`npm run migrate`'s): copied by
 *   _id, so a run cut short resumes, then counted and hashed (SHA-256) per collection.
 * - Only then a marker document in SQLite says the import is complete; a half-filled SQLite file
 *   from a killed import has none, and the next start imports again.
 * - Last, the NeDB files are moved aside to `${dataDir}/db-nedb-<time>/`, never deleted; a start
 *   that finds the marker and NeDB files left in `db/` finishes that move.
 */

/** What `log` must offer: the app's pino logger does. */
export interface MoveLog {
  info(fields: object, message: string): void;
}

export interface MoveOptions {
  /** The moment the move is stamped with (the name of the folder the NeDB files go to). */
  now?: () => Date;
  /** Tests: runs after each collection is copied; a throw here is an interrupted import. */
  afterCollection?: (name: string) => void | Promise<void>;
}

export type MoveOutcome =
  | { kind: "nothing" }
  | { kind: "imported"; collections: number; documents: number; ms: number; asideDir: string }
  | { kind: "set-aside"; asideDir: string };

const NEDB_FILE = /\.db~?$/;
const STAGING_DIR = ".nedb-import";
const MARKER_ID = "nedb-import";
/** Documents inserted per transaction by a first import. */
const RAW_PAGE = 500;

/**
 * Collections NeDB installations never held: made after SQLite replaced NeDB (collections and
 * portfolio orders, docs/decisions/0061-collections-and-orders.md; share links, ADR 63; their
 * guests, favourites and activity, ADR 66; personal access tokens, ADR 68).
 */
const NEWER_THAN_NEDB = new Set([
  "photoCollections",
  "portfolioOrders",
  "shareLinks",
  "linkGuests",
  "linkFavourites",
  "linkActivity",
  "apiTokens",
]);

/**
 * Every collection the app opens but rate-limit counters, which the embedded engine never uses
 * (app/data/rate-limits.server.ts) and which expire in minutes anyway, and those newer than NeDB.
 */
export const IMPORTED_COLLECTIONS: readonly CollectionSpec[] = COLLECTIONS.filter(
  (spec) => spec.name !== "rateLimits" && !NEWER_THAN_NEDB.has(spec.name),
);

interface EngineMoveDoc extends Document {
  completedAt: Date;
  /** The folder (under DATA_DIR) the NeDB files go to. */
  asideDir: string;
  collections: number;
  documents: number;
}

// Only this module opens it: not in COLLECTIONS, so never backed up or moved to another install.
const engineMoveSchema = documentSchema({
  completedAt: requiredDate,
  asideDir: { type: String, required: true },
  collections: { type: Number, required: true },
  documents: { type: Number, required: true },
});

/** `db-nedb-2026-11-26T23-20-00Z`: the time in a folder name any file system takes. */
export function asideDirName(now: Date): string {
  return `db-nedb-${now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}`;
}

async function nedbFiles(dbDir: string): Promise<string[]> {
  try {
    const entries = await readdir(dbDir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && NEDB_FILE.test(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Moves `files` from `dbDir` into `${dataDir}/${asideDir}`, never over a file already there. */
async function setAside(dataDir: string, dbDir: string, files: string[], asideDir: string) {
  const target = path.join(dataDir, asideDir);
  await mkdir(target, { recursive: true });
  for (const name of files) {
    if (await exists(path.join(target, name))) {
      throw new Error(
        `Cannot move ${path.join(dbDir, name)} aside: ${path.join(target, name)} already exists`,
      );
    }
    await rename(path.join(dbDir, name), path.join(target, name));
  }
}

/** Removes from `to` what `from` lacks: left by an import of NeDB data that changed since. */
async function pruneTarget(
  spec: CollectionSpec,
  from: Collection<Document>,
  to: Collection<Document>,
  now: Date,
) {
  const stale: string[] = [];
  const filter = spec.live?.(now);
  for await (const { _id } of documentsInIdOrder(to, { idsOnly: true, filter })) {
    if (!(await from.findOne({ _id }))) stale.push(_id);
  }
  if (stale.length) await to.deleteMany({ _id: { $in: stale } });
}

/**
 * A collection's first import: NeDB's documents, valid when they were written, go in as they are,
 * a page per transaction — a third of the time of `copyCollection`'s validated insert one by one.
 * The check that follows reads every one back through the schema all the same.
 */
async function insertAsTheyAre(
  spec: CollectionSpec,
  from: Collection<Document>,
  to: SqliteCollection<Document>,
  now: Date,
) {
  let page: Document[] = [];
  for await (const doc of documentsInIdOrder(from, { filter: spec.live?.(now) })) {
    page.push(doc);
    if (page.length < RAW_PAGE) continue;
    await to.insertRaw(page);
    page = [];
  }
  if (page.length) await to.insertRaw(page);
}

/**
 * Lays the NeDB file of `spec` out in `staging`: each line's change applied in file order, a page
 * at a time (a later line for the same _id replaces the earlier, a deletion removes it).
 */
async function stageCollection(
  dbDir: string,
  spec: CollectionSpec,
  staging: SqliteEngine,
): Promise<SqliteCollection<Document>> {
  const collection = await staging.collection<Document>(spec.name, spec.schema);
  const file = await nedbFileOf(dbDir, spec.name);
  if (!file) return collection;
  let page = new Map<string, Document | null>();
  const flush = async () => {
    if (!page.size) return;
    await collection.deleteMany({ _id: { $in: [...page.keys()] } });
    await collection.insertRaw([...page.values()].filter((doc) => doc !== null));
    page = new Map();
  };
  for await (const change of nedbChanges(file)) {
    const id = change.kind === "put" ? change.doc._id : change._id;
    // Re-inserted at the end of the page, so the page applies in file order.
    page.delete(id);
    page.set(id, change.kind === "put" ? change.doc : null);
    if (page.size >= RAW_PAGE) await flush();
  }
  await flush();
  return collection;
}

/** Imports every collection from the NeDB files in `dbDir` into `target`, verified. */
async function importDocuments(
  dbDir: string,
  stagingDir: string,
  target: SqliteEngine,
  now: Date,
  afterCollection: MoveOptions["afterCollection"],
) {
  const source = await openSqliteEngine(stagingDir);
  try {
    let documents = 0;
    for (const spec of IMPORTED_COLLECTIONS) {
      const from = await stageCollection(dbDir, spec, source);
      const to = await target.collection<Document>(spec.name, spec.schema);
      // Expired documents SQLite hides but still holds (say, sessions of an import cut short long
      // ago) would refuse the same _id, renewed in NeDB since, as a duplicate.
      await to.purgeExpired();
      await pruneTarget(spec, from, to, now);
      // Resuming an import cut short: by _id, what is there already is left alone.
      if ((await to.count({})) === 0) await insertAsTheyAre(spec, from, to, now);
      else await copyCollection(spec, from, to, { now, progress: silentProgress });
      await afterCollection?.(spec.name);
      const check = await checkCollection(spec, from, to, {
        now,
        exact: true,
        asStored: true,
        progress: silentProgress,
      });
      documents += check.count;
    }
    return { collections: IMPORTED_COLLECTIONS.length, documents };
  } finally {
    await source.close();
  }
}

/**
 * Moves the NeDB data in `${dataDir}/db/` into SQLite when there is some (see above); resolves
 * to what it did. Throws when the import fails: the NeDB files are then as they were, and the
 * app must not start on the SQLite database (the next start tries again).
 */
export async function moveNedbToSqlite(
  dataDir: string,
  log: MoveLog,
  { now = () => new Date(), afterCollection }: MoveOptions = {},
): Promise<MoveOutcome> {
  const dbDir = path.join(dataDir, "db");
  if (!(await nedbFiles(dbDir)).length) return { kind: "nothing" };

  // Held throughout, so no other process opens either database meanwhile; the engines below take
  // the same lock again, which this process's count allows (data-dir-lock.server.ts).
  const unlock = await lockDataDir(dbDir, dataDir);
  const stagingDir = path.join(dataDir, STAGING_DIR);
  try {
    const files = await nedbFiles(dbDir);
    const target = await openSqliteEngine(dataDir);
    try {
      const markers = await target.collection<EngineMoveDoc>("engineMoves", engineMoveSchema);
      const done = await markers.findOne({ _id: MARKER_ID });
      if (done) {
        // Imported, but stopped while moving the files aside: finish that.
        await setAside(dataDir, dbDir, files, done.asideDir);
        log.info(
          { asideDir: path.join(dataDir, done.asideDir), files: files.length },
          `NeDB files left in ${dbDir} after their import into SQLite moved aside`,
        );
        return { kind: "set-aside", asideDir: done.asideDir };
      }

      const started = now();
      const clock = performance.now();
      await rm(stagingDir, { recursive: true, force: true });
      const { collections, documents } = await importDocuments(
        dbDir,
        stagingDir,
        target,
        started,
        afterCollection,
      );
      const asideDir = asideDirName(started);
      await markers.insert({
        _id: MARKER_ID,
        completedAt: new Date(),
        asideDir,
        collections,
        documents,
      });
      await rm(stagingDir, { recursive: true, force: true });
      await setAside(dataDir, dbDir, files, asideDir);
      const ms = Math.round(performance.now() - clock);
      log.info(
        { collections, documents, ms, asideDir: path.join(dataDir, asideDir) },
        `Embedded database moved from NeDB to SQLite: ${documents} documents in ${collections} ` +
          `collections, verified, in ${(ms / 1000).toFixed(1)} s; the NeDB files are kept in ` +
          `${path.join(dataDir, asideDir)}`,
      );
      return { kind: "imported", collections, documents, ms, asideDir };
    } finally {
      await target.close();
    }
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
    throw new Error(
      `Moving the embedded database in ${dbDir} from NeDB to SQLite failed; the NeDB files are ` +
        `untouched and the next start tries again: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    await unlock();
  }
}

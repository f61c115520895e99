import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCollection } from "~/services/ops/collections.server";
import { canonicalDocument } from "~/services/ops/document-codec";
import { documentsInIdOrder } from "~/services/ops/document-pages.server";
import type { Document } from "./collection";
import type { Engine } from "./engine.server";
import { killMoveAfter } from "./move-to-sqlite.test-support";
import { asideDirName, IMPORTED_COLLECTIONS, moveNedbToSqlite } from "./move-to-sqlite.server";
import { nedbChanges, nedbFileOf } from "./nedb-files.server";
import { openSqliteEngine } from "./sqlite-engine.server";

// A DATA_DIR as the NeDB engine left it, every collection filled by the app itself
// (tests/fixtures/nedb-install/README.md).
const ROOT = path.resolve(__dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/nedb-install");
const FIXTURE_COUNTS = JSON.parse(readFileSync(path.join(FIXTURE, "expected.json"), "utf8"))
  .documents as Record<string, number>;
const work = mkdtempSync(path.join(tmpdir(), "viewfinder-move-to-sqlite-"));

const STARTED = new Date("2026-11-26T23:20:00.123Z");
const ASIDE = "db-nedb-2026-11-26T23-20-00Z";
// A photo being stored when the app stopped: its note must survive the move (ADR 39). Written as
// NeDB appends a document: one line, dates as {"$$date": milliseconds}.
const UPLOAD_IN_PROGRESS = { _id: "photo-being-stored", userId: "user-storing", startedAt: STARTED };
const UPLOAD_LINE = JSON.stringify({
  ...UPLOAD_IN_PROGRESS,
  startedAt: { $$date: STARTED.getTime() },
});
let expected: Record<string, string[]>;
let runs = 0;

/** Every file of `dir` by name, with its bytes. */
function filesOf(dir: string): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".db"))
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );
}

async function documentsIn(engine: Engine): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const spec of IMPORTED_COLLECTIONS) {
    const lines: string[] = [];
    const collection = await openCollection(engine, spec);
    for await (const doc of documentsInIdOrder(collection)) lines.push(canonicalDocument(doc));
    all[spec.name] = lines;
  }
  return all;
}

/** What the NeDB files of `dbDir` hold, read line by line as NeDB loads them, in _id order. */
async function documentsInNedbFiles(dbDir: string): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const spec of IMPORTED_COLLECTIONS) {
    const byId = new Map<string, Document>();
    const file = await nedbFileOf(dbDir, spec.name);
    for await (const change of file ? nedbChanges(file) : []) {
      if (change.kind === "put") byId.set(change.doc._id, change.doc);
      else byId.delete(change._id);
    }
    all[spec.name] = [...byId.keys()].sort().map((id) => canonicalDocument(byId.get(id)!));
  }
  return all;
}

/** A copy of the fixture's NeDB files, with an upload in progress, as a fresh installation. */
function nedbInstallation(): string {
  const dir = path.join(work, `run-${++runs}`);
  cpSync(path.join(FIXTURE, "data/db"), path.join(dir, "db"), {
    recursive: true,
    filter: (source) => !source.endsWith(".lock"),
  });
  appendFileSync(path.join(dir, "db/uploadsInProgress.db"), `${UPLOAD_LINE}\n`);
  return dir;
}

function recordingLog() {
  const lines: { fields: object; message: string }[] = [];
  return { lines, info: (fields: object, message: string) => lines.push({ fields, message }) };
}

async function sqliteDocuments(dataDir: string) {
  const engine = await openSqliteEngine(dataDir);
  try {
    return await documentsIn(engine);
  } finally {
    await engine.close();
  }
}

beforeAll(async () => {
  expected = await documentsInNedbFiles(path.join(nedbInstallation(), "db"));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("moving an embedded installation from NeDB to SQLite", () => {
  it("names the folder the NeDB files go to after the time, in any file system", () => {
    expect(asideDirName(STARTED)).toBe(ASIDE);
  });

  it("holds a document in every collection it imports (the fixture covers them all)", () => {
    for (const spec of IMPORTED_COLLECTIONS) {
      expect(expected[spec.name].length, spec.name).toBeGreaterThan(0);
      expect(expected[spec.name].length, spec.name).toBe(FIXTURE_COUNTS[spec.name] ?? 1);
    }
    expect(expected.uploadsInProgress).toEqual([canonicalDocument(UPLOAD_IN_PROGRESS)]);
  });

  it("imports every document, keeps the NeDB files aside, says so once, and does nothing at the next start", async () => {
    const dataDir = nedbInstallation();
    const before = filesOf(path.join(dataDir, "db"));
    const log = recordingLog();

    const outcome = await moveNedbToSqlite(dataDir, log, { now: () => STARTED });

    const documents = Object.values(expected).flat().length;
    expect(outcome).toMatchObject({
      kind: "imported",
      collections: IMPORTED_COLLECTIONS.length,
      documents,
      asideDir: ASIDE,
    });
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
    expect(filesOf(path.join(dataDir, "db"))).toEqual({});
    expect(filesOf(path.join(dataDir, ASIDE))).toEqual(before);
    expect(readdirSync(dataDir)).not.toContain(".nedb-import");
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].message).toContain(`${documents} documents in ${IMPORTED_COLLECTIONS.length} collections`);
    expect(log.lines[0].message).toContain(path.join(dataDir, ASIDE));

    const again = recordingLog();
    expect(await moveNedbToSqlite(dataDir, again)).toEqual({ kind: "nothing" });
    expect(again.lines).toEqual([]);
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
  });

  it("leaves the NeDB files as they were when the import is interrupted, and the next start completes it", async () => {
    const dataDir = nedbInstallation();
    const before = filesOf(path.join(dataDir, "db"));
    const halfway = IMPORTED_COLLECTIONS[Math.floor(IMPORTED_COLLECTIONS.length / 2)].name;
    const log = recordingLog();

    await expect(
      moveNedbToSqlite(dataDir, log, {
        afterCollection: (name) => {
          if (name === halfway) throw new Error("the process was stopped");
        },
      }),
    ).rejects.toThrow(/untouched and the next start tries again: the process was stopped/);
    expect(filesOf(path.join(dataDir, "db"))).toEqual(before);
    expect(readdirSync(dataDir).filter((name) => /^db-nedb-|^\.nedb-import$/.test(name))).toEqual(
      [],
    );
    expect(log.lines).toEqual([]);
    // SQLite holds part of the documents, without the mark of a completed import.
    const partial = await sqliteDocuments(dataDir);
    expect(partial.users).toEqual(expected.users);
    expect(Object.values(partial).flat().length).toBeLessThan(Object.values(expected).flat().length);

    const outcome = await moveNedbToSqlite(dataDir, log, { now: () => STARTED });
    expect(outcome).toMatchObject({ kind: "imported", asideDir: ASIDE });
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
    expect(filesOf(path.join(dataDir, ASIDE))).toEqual(before);
    expect(filesOf(path.join(dataDir, "db"))).toEqual({});
  });

  it("leaves the NeDB files as they were when the process is killed (SIGKILL) in the middle of the import, and the next start completes it", async () => {
    const dataDir = nedbInstallation();
    const before = filesOf(path.join(dataDir, "db"));
    const halfway = IMPORTED_COLLECTIONS[Math.floor(IMPORTED_COLLECTIONS.length / 2)].name;

    const { signal, stderr } = await killMoveAfter(dataDir, halfway);
    expect(signal, stderr).toBe("SIGKILL");
    expect(filesOf(path.join(dataDir, "db"))).toEqual(before);
    expect(readdirSync(dataDir).filter((name) => /^db-nedb-/.test(name))).toEqual([]);
    // Killed for real: its scratch database and its lock on the data directory are left.
    expect(readdirSync(dataDir)).toContain(".nedb-import");
    expect(readdirSync(path.join(dataDir, "db"))).toContain(".lock");
    const partial = await sqliteDocuments(dataDir);
    expect(partial.users).toEqual(expected.users);
    expect(Object.values(partial).flat().length).toBeLessThan(
      Object.values(expected).flat().length,
    );

    const log = recordingLog();
    expect(await moveNedbToSqlite(dataDir, log, { now: () => STARTED })).toMatchObject({
      kind: "imported",
    });
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
    expect(filesOf(path.join(dataDir, ASIDE))).toEqual(before);
    expect(readdirSync(dataDir)).not.toContain(".nedb-import");
  });

  it("imports again, from NeDB, an import cut short whose NeDB data changed since", async () => {
    const dataDir = nedbInstallation();
    await expect(
      moveNedbToSqlite(dataDir, recordingLog(), {
        afterCollection: (name) => {
          if (name === "photos") throw new Error("stopped");
        },
      }),
    ).rejects.toThrow(/stopped/);
    // Meanwhile the app ran on NeDB again (an older release): a photo was deleted there, which
    // NeDB appends as a line of its own.
    const gone = { _id: JSON.parse(expected.photos[0]!)._id as string };
    appendFileSync(
      path.join(dataDir, "db/photos.db"),
      `${JSON.stringify({ $$deleted: true, _id: gone._id })}\n`,
    );

    await moveNedbToSqlite(dataDir, recordingLog(), { now: () => STARTED });
    const imported = await sqliteDocuments(dataDir);
    expect(imported.photos).toEqual(expected.photos.filter((line) => !line.includes(gone._id)));
    expect(imported.users).toEqual(expected.users);
  });

  it("resumes an import whose copy of a session has expired in SQLite since, while NeDB's lives on", async () => {
    const dataDir = nedbInstallation();
    await expect(
      moveNedbToSqlite(dataDir, recordingLog(), {
        afterCollection: (name) => {
          if (name === "sessions") throw new Error("stopped");
        },
      }),
    ).rejects.toThrow(/stopped/);
    const sessionsSpec = IMPORTED_COLLECTIONS.find((spec) => spec.name === "sessions")!;
    const sqlite = await openSqliteEngine(dataDir);
    const sessions = await openCollection(sqlite, sessionsSpec);
    const [session] = await sessions.find({});
    await sessions.updateOne({ _id: session._id }, { $set: { expiresAt: new Date(1000) } });
    await sqlite.close();

    await moveNedbToSqlite(dataDir, recordingLog(), { now: () => STARTED });
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
  });

  it("finishes moving the NeDB files aside when a start stopped after the import", async () => {
    const dataDir = nedbInstallation();
    const before = filesOf(path.join(dataDir, "db"));
    await moveNedbToSqlite(dataDir, recordingLog(), { now: () => STARTED });
    // As if the process had stopped before moving this file: it is still in db/.
    renameSync(path.join(dataDir, ASIDE, "photos.db"), path.join(dataDir, "db", "photos.db"));

    const log = recordingLog();
    expect(await moveNedbToSqlite(dataDir, log)).toEqual({ kind: "set-aside", asideDir: ASIDE });
    expect(filesOf(path.join(dataDir, ASIDE))).toEqual(before);
    expect(filesOf(path.join(dataDir, "db"))).toEqual({});
    expect(log.lines).toHaveLength(1);
    expect(await sqliteDocuments(dataDir)).toEqual(expected);
  });

  it("does nothing on a DATA_DIR without NeDB files", async () => {
    const dataDir = path.join(work, "empty");
    expect(await moveNedbToSqlite(dataDir, recordingLog())).toEqual({ kind: "nothing" });
  });
});

import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCollection } from "~/services/ops/collections.server";
import { canonicalDocument } from "~/services/ops/document-codec";
import { documentsInIdOrder } from "~/services/ops/document-pages.server";
import { tempDataDir } from "~/services/photos/test-support";
import { seedInstallation } from "~/services/ops/test-installation";
import { openEmbeddedEngine } from "./embedded-engine.server";
import type { Engine } from "./engine.server";
import { asideDirName, IMPORTED_COLLECTIONS, moveNedbToSqlite } from "./move-to-sqlite.server";
import { openSqliteEngine } from "./sqlite-engine.server";

// A DATA_DIR as today's app leaves it: filled through the app's services on the NeDB engine.
const seededDir = tempDataDir("viewfinder-move-to-sqlite-");
const work = mkdtempSync(path.join(seededDir, "..", "viewfinder-move-to-sqlite-work-"));
const { closeDatabase, db } = await import("./db.server");

const STARTED = new Date("2026-11-26T23:20:00.123Z");
const ASIDE = "db-nedb-2026-11-26T23-20-00Z";
let expected: Record<string, string[]>;
let runs = 0;
const ROOT = path.resolve(__dirname, "../..");

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

/** A copy of the seeded DATA_DIR's NeDB files, as a fresh installation to move. */
function nedbInstallation(): string {
  const dir = path.join(work, `run-${++runs}`);
  cpSync(path.join(seededDir, "db"), path.join(dir, "db"), {
    recursive: true,
    filter: (source) => !source.endsWith(".lock"),
  });
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
  await seedInstallation();
  // A photo being stored when the app stopped: its note must survive the move (ADR 39).
  await (await db()).uploadsInProgress.begin("photo-being-stored", "user-storing");
  await closeDatabase();
  // What NeDB holds, read from a copy (NeDB rewrites the files it opens).
  const reference = nedbInstallation();
  const engine = await openEmbeddedEngine(reference);
  expected = await documentsIn(engine);
  await engine.close();
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(seededDir, { recursive: true, force: true });
});

describe("moving an embedded installation from NeDB to SQLite", () => {
  it("names the folder the NeDB files go to after the time, in any file system", () => {
    expect(asideDirName(STARTED)).toBe(ASIDE);
  });

  it("holds a document in every collection it imports (the fixture covers them all)", () => {
    for (const spec of IMPORTED_COLLECTIONS) {
      expect(expected[spec.name].length, spec.name).toBeGreaterThan(0);
    }
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

    // The module run as a start would run it, in a process of its own (through vite-node, as
    // vitest runs this file: the same "~" paths).
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "node_modules/.bin/vite-node"),
        "--config",
        "vitest.config.ts",
        "app/data/move-to-sqlite.killed-child.ts",
        dataDir,
        halfway,
      ],
      { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const signal = await new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    expect(signal, stderr).toBe("SIGKILL");
    expect(filesOf(path.join(dataDir, "db"))).toEqual(before);
    expect(readdirSync(dataDir).filter((name) => /^db-nedb-/.test(name))).toEqual([]);
    // Killed for real: its copy of the NeDB files and its lock on the data directory are left.
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
    // Meanwhile the app ran on NeDB again: a photo was deleted there.
    const nedb = await openEmbeddedEngine(dataDir);
    const photos = await openCollection(nedb, IMPORTED_COLLECTIONS.find((s) => s.name === "photos")!);
    const [gone] = await photos.find({}, { sort: { _id: 1 }, limit: 1 });
    await photos.deleteOne({ _id: gone._id });
    await nedb.close();

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

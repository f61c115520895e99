import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { snapshotDataDir } from "./data-dir-snapshot.server";

const work = await mkdtemp(path.join(tmpdir(), "viewfinder-snapshot-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** What opening an installation adds: a generated secret and a database file. */
async function openingAdds(dataDir: string) {
  await mkdir(path.join(dataDir, "db"), { recursive: true });
  await writeFile(path.join(dataDir, "session-secret"), "generated");
  await writeFile(path.join(dataDir, "db", "users.db"), "");
}

it("removes a DATA_DIR that did not exist", async () => {
  const dataDir = path.join(work, "new");
  const snapshot = await snapshotDataDir(dataDir);
  await openingAdds(dataDir);
  await snapshot.removeAdditions();
  expect(existsSync(dataDir)).toBe(false);
});

it("removes only what appeared in a DATA_DIR that existed", async () => {
  const dataDir = path.join(work, "existing");
  await mkdir(path.join(dataDir, "db"), { recursive: true });
  await mkdir(path.join(dataDir, "storage", "photo"), { recursive: true });
  await writeFile(path.join(dataDir, "db", "photos.db"), "kept");
  const snapshot = await snapshotDataDir(dataDir);
  await openingAdds(dataDir);
  await writeFile(path.join(dataDir, "storage", "photo", "below-the-top"), "not looked at");
  await snapshot.removeAdditions();
  expect((await readdir(dataDir)).sort()).toEqual(["db", "storage"]);
  expect(await readdir(path.join(dataDir, "db"))).toEqual(["photos.db"]);
  expect(await readFile(path.join(dataDir, "db", "photos.db"), "utf8")).toBe("kept");
});

it("leaves a folder alone when something in it was moved rather than added", async () => {
  const dataDir = path.join(work, "moved");
  await mkdir(path.join(dataDir, "db"), { recursive: true });
  await writeFile(path.join(dataDir, "db", "photos.db"), "the only copy");
  const snapshot = await snapshotDataDir(dataDir);
  await rename(path.join(dataDir, "db", "photos.db"), path.join(dataDir, "db", "photos.db.aside"));
  await snapshot.removeAdditions();
  expect(await readFile(path.join(dataDir, "db", "photos.db.aside"), "utf8")).toBe("the only copy");
});

it("leaves the whole DATA_DIR alone when files moved from one folder into a new one", async () => {
  const dataDir = path.join(work, "moved-aside");
  await mkdir(path.join(dataDir, "db"), { recursive: true });
  await writeFile(path.join(dataDir, "db", "photos.db"), "the only copy");
  const snapshot = await snapshotDataDir(dataDir);
  // As the move from NeDB to SQLite does: a new database in db/, the NeDB files moved beside it.
  await writeFile(path.join(dataDir, "db", "viewfinder.sqlite"), "imported");
  await mkdir(path.join(dataDir, "db-nedb-2026-11-26T23-20-00Z"));
  await rename(
    path.join(dataDir, "db", "photos.db"),
    path.join(dataDir, "db-nedb-2026-11-26T23-20-00Z", "photos.db"),
  );
  await snapshot.removeAdditions();
  expect(
    await readFile(path.join(dataDir, "db-nedb-2026-11-26T23-20-00Z", "photos.db"), "utf8"),
  ).toBe("the only copy");
  expect(await readFile(path.join(dataDir, "db", "viewfinder.sqlite"), "utf8")).toBe("imported");
});

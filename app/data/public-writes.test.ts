import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "./db.server";
import { onPublicWrite } from "./public-writes.server";

/**
 * Every write to what a visitor's pages are made of moves the public data version, whatever
 * repository function makes it (ADR 0026: every write touching public output empties the cache).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-public-writes-"));
let database: Database;
const heard: (number | undefined)[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  unsubscribe = onPublicWrite(({ shared }) => heard.push(shared));
});
afterAll(async () => {
  unsubscribe();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function bumps(write: () => Promise<unknown>): Promise<number> {
  const before = await database.dataVersions.read("public");
  heard.length = 0;
  await write();
  const after = await database.dataVersions.read("public");
  // Listeners heard of it before the write's promise settled: at once, then with the count.
  expect(heard.filter((v) => v === undefined).length).toBe(after - before);
  return after - before;
}

it("moves on photo, profile, category and hero writes, and on a user's deletion", async () => {
  const { users, photos, categories, heroSelections } = database;
  let userId = "";
  expect(
    await bumps(async () => {
      userId = (await users.create({ email: "a@example.test", passwordHash: "x" })).id;
    }),
  ).toBe(1);
  let photoId = "";
  expect(
    await bumps(async () => {
      photoId = (await photos.create({ userId, title: "T", category: "nature" })).id;
    }),
  ).toBeGreaterThanOrEqual(1);
  expect(await bumps(() => photos.update(photoId, { isPublic: false }))).toBeGreaterThanOrEqual(1);
  expect(
    await bumps(() => categories.create({ userId, label: "Birds" })),
  ).toBeGreaterThanOrEqual(1);
  expect(
    await bumps(() =>
      heroSelections.set(userId, { kind: "custom", url: "/media/x.jpg", name: "x" }),
    ),
  ).toBeGreaterThanOrEqual(1);
  expect(await bumps(() => users.delete(userId))).toBeGreaterThanOrEqual(1);
});

it("stays put on writes no visitor sees, and on writes that matched nothing", async () => {
  const { messages, sessions, photos } = database;
  expect(await bumps(() => sessions.create({ userId: "u", data: {}, expiresAt: new Date(Date.now() + 1e6) }))).toBe(0);
  expect(
    await bumps(() =>
      messages.create({ name: "V", email: "v@example.test", subject: "Hi", message: "Hello there" }),
    ),
  ).toBe(0);
  expect(await bumps(() => photos.update("no-such-photo", { title: "x" }))).toBe(0);
});

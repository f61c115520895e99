import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// config() reads the environment once per process; vitest runs each test file in its own.
let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "viewfinder-singleton-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.MONGODB_URI;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("db()", () => {
  it("opens the configured database once and again after closeDatabase()", async () => {
    const { db, closeDatabase } = await import("./db.server");

    const [first, second] = await Promise.all([db(), db()]);
    expect(first).toBe(second);
    expect(first.engine).toBe("embedded");
    const user = await first.users.create({ email: "ana@example.com" });
    expect((await stat(path.join(dataDir, "db", "viewfinder.sqlite"))).isFile()).toBe(true);

    await closeDatabase();
    const third = await db();
    expect(third).not.toBe(first);
    expect(await third.users.findById(user.id)).toEqual(user);
    await closeDatabase();
  });
});

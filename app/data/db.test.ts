import { readdir } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("database (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("says which engine it runs on", () => {
    expect(t.db.engine).toBe(engine);
  });

  it("keeps data and unique rules across a restart", async () => {
    const user = await t.db.users.create({ email: "ana@example.com", username: "ana" });
    const updated = await t.db.users.update(user.id, { tagline: "Light" });
    const photo = await t.db.photos.create({ userId: user.id, title: "Dunes", isPublic: true });
    await t.db.heroImages.create({ name: "alps", url: "/alps.jpg", isDefault: true });
    const removed = await t.db.messages.create({ name: "A", email: "a@b.c", subject: "S", message: "Hello there!" });
    await t.db.messages.delete(removed.id);

    const reopened = await t.reopen();

    expect(await reopened.users.findById(user.id)).toEqual(updated);
    expect(await reopened.photos.listPublic()).toEqual([photo]);
    expect((await reopened.heroImages.findDefault())?.name).toBe("alps");
    expect(await reopened.messages.count()).toBe(0);
    await expect(reopened.users.create({ email: "x@example.com", username: "ANA" })).rejects.toMatchObject({
      field: "username",
    });
  });
});

describe("embedded engine files", () => {
  const t = useTestDatabase("embedded");

  it("keeps every collection in one SQLite file in DATA_DIR/db, in WAL mode", async () => {
    const user = await t.db.users.create({ email: "ana@example.com" });
    await t.db.users.update(user.id, { tagline: "take 2" });
    await t.db.close();

    expect((await readdir(path.join(t.dataDir, "db"))).filter((name) => !name.startsWith("."))).toEqual([
      "viewfinder.sqlite",
    ]);
    const file = new DatabaseSync(path.join(t.dataDir, "db", "viewfinder.sqlite"), { readOnly: true });
    try {
      expect(file.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
      const row = file.prepare("SELECT doc FROM users WHERE _id = ?").get(user.id) as { doc: string };
      expect(JSON.parse(row.doc)).toMatchObject({ email: "ana@example.com", tagline: "take 2" });
    } finally {
      file.close();
    }
  });

  it("finishes queued writes on close and refuses use afterwards", async () => {
    const old = t.db;
    const writing = old.messages.create({ name: "A", email: "a@b.c", subject: "S", message: "Queued at close" });
    await old.close();
    await writing;

    // A closed handle must not write behind the back of a reopened database on the same files.
    await expect(old.messages.count()).rejects.toThrow("closed");
    await expect(old.messages.create({ name: "B", email: "b@c.d", subject: "S", message: "Too late!" })).rejects.toThrow(
      "closed",
    );
    expect(await (await t.reopen()).messages.count()).toBe(1);
  });
});

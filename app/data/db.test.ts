import { readFile } from "node:fs/promises";
import path from "node:path";
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

  it("writes one file per collection and compacts it on close", async () => {
    const user = await t.db.users.create({ email: "ana@example.com" });
    for (let i = 0; i < 30; i++) await t.db.users.update(user.id, { tagline: `take ${i}` });
    const file = path.join(t.dataDir, "db", "users.db");
    const lines = async () => (await readFile(file, "utf8")).trim().split("\n");
    // nedb appends a line per write...
    expect((await lines()).length).toBeGreaterThan(30);

    await t.db.close();

    // ...and the rewrite on close leaves one line per document plus the index definitions.
    const documents = (await lines()).filter((line) => !line.includes("$$indexCreated"));
    expect(documents).toHaveLength(1);
    expect(JSON.parse(documents[0])).toMatchObject({ _id: user.id, tagline: "take 29" });
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

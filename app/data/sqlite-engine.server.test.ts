import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Schema } from "mongoose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DuplicateKeyError } from "./collection";
import { documentSchema, nestedSchema } from "./document-schema.server";
import { photoSchema } from "./photos.server";
import { openSqliteEngine, type SqliteEngine } from "./sqlite-engine.server";

interface Item {
  _id: string;
  owner: string;
  createdAt: Date;
  code?: string;
  history?: { at: Date; note: string }[];
  extra?: unknown;
  expiresAt?: Date;
}

const itemSchema = documentSchema({
  owner: { type: String, required: true },
  createdAt: { type: Date, required: true },
  code: String,
  history: [nestedSchema({ at: { type: Date, required: true }, note: String })],
  extra: Schema.Types.Mixed,
  expiresAt: { type: Date, expires: 0 },
});
itemSchema.index({ owner: 1, createdAt: -1, _id: -1 });
itemSchema.index({ code: 1 }, { unique: true, sparse: true });

describe("the SQLite engine", () => {
  let dataDir: string;
  let engine: SqliteEngine;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "viewfinder-sqlite-"));
    engine = await openSqliteEngine(dataDir);
  });

  afterEach(async () => {
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const items = () => engine.collection<Item>("items", itemSchema);

  it("keeps one WAL-mode file in DATA_DIR/db, beside the data-dir lock", async () => {
    await (await items()).insert({ _id: "a", owner: "o", createdAt: new Date() });

    expect(engine.file).toBe(path.join(dataDir, "db", "viewfinder.sqlite"));
    expect(existsSync(path.join(dataDir, "db", ".lock"))).toBe(true);
    const reader = new DatabaseSync(engine.file, { readOnly: true });
    expect(reader.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    reader.close();
  });

  it("gives Dates back as Dates: schema fields, inside arrays of subdocuments and in mixed data", async () => {
    const collection = await items();
    const doc = {
      _id: "a",
      owner: "o",
      createdAt: new Date("2026-03-01T10:00:00Z"),
      history: [{ at: new Date("2026-03-02T10:00:00Z"), note: "moved" }],
      extra: { seen: new Date("2026-03-03T10:00:00Z"), list: [new Date(0)] },
    };
    await collection.insert(doc);

    expect(await collection.findOne({ _id: "a" })).toEqual(doc);
    await engine.close();
    engine = await openSqliteEngine(dataDir);
    expect(await (await items()).findOne({ createdAt: { $lt: new Date("2026-03-02T00:00:00Z") } })).toEqual(doc);
  });

  it("serves a pinned, sorted page from the declared index, without sorting", async () => {
    const collection = await items();
    for (let i = 0; i < 5; i++) {
      await collection.insert({ _id: `i${i}`, owner: i % 2 ? "odd" : "even", createdAt: new Date(2026, 0, i + 1) });
    }
    const page = await collection.find({ owner: "even" }, { sort: { createdAt: -1, _id: -1 }, limit: 2 });
    expect(page.map((doc) => doc._id)).toEqual(["i4", "i2"]);

    const steps = collection.explainFind({ owner: "even" }, { sort: { createdAt: -1, _id: -1 }, limit: 2 });
    expect(steps.join("\n")).toMatch(/USING (COVERING )?INDEX items__owner_createdAt__id__/);
    expect(steps.join("\n")).not.toMatch(/TEMP B-TREE/);
  });

  it("answers a find of ids alone from the index, reading no document", async () => {
    const photos = await engine.collection("photos", photoSchema);
    const filter = { userId: "u", isPublic: true, category: "nature" };
    const steps = photos.explainFind(filter, { limit: 1, projection: { _id: 1 } });
    expect(steps.join("\n")).toMatch(/USING COVERING INDEX photos__userId_isPublic_category_/);
  });

  it("finds the documents a field is missing from through the field's index, not by reading all", async () => {
    const photos = await engine.collection("photos", photoSchema);
    const steps = photos.explainFind({ publicationKey: { $exists: false } }, {});
    expect(steps.join("\n")).toMatch(/USING (COVERING )?INDEX photos__publicationKey__/);
    expect(steps.join("\n")).not.toMatch(/SCAN photos/);
  });

  it("enforces a sparse unique index on present values only", async () => {
    const collection = await items();
    await collection.insert({ _id: "a", owner: "o", createdAt: new Date() });
    await collection.insert({ _id: "b", owner: "o", createdAt: new Date() });
    await collection.insert({ _id: "c", owner: "o", createdAt: new Date(), code: "X" });

    const duplicate = collection.insert({ _id: "d", owner: "o", createdAt: new Date(), code: "X" });
    await expect(duplicate).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(duplicate).rejects.toMatchObject({ field: "code" });
    expect(await collection.count({})).toBe(3);
  });

  it("hides documents a TTL index has expired and deletes them", async () => {
    const collection = await items();
    await collection.insert({ _id: "old", owner: "o", createdAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    await collection.insert({ _id: "new", owner: "o", createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    await collection.insert({ _id: "kept", owner: "o", createdAt: new Date() });

    expect((await collection.find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(["kept", "new"]);
    expect(await collection.count({ owner: "o" })).toBe(2);
    expect(await collection.updateOne({ _id: "old" }, { $set: { owner: "p" } })).toBeNull();
    expect(await collection.purgeExpired()).toBe(1);
  });

  it("imports documents as given, all or none", async () => {
    const collection = await items();
    const createdAt = new Date("2020-01-01T00:00:00Z");

    expect(await collection.insertRaw([{ _id: "a", owner: "o", createdAt } as Item])).toBe(1);
    await expect(
      collection.insertRaw([{ _id: "b", owner: "o", createdAt } as Item, { _id: "a", owner: "o", createdAt } as Item]),
    ).rejects.toBeInstanceOf(DuplicateKeyError);

    expect(await collection.find({})).toEqual([{ _id: "a", owner: "o", createdAt }]);
  });
});

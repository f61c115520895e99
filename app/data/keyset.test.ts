import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Collection, Document, Filter } from "./collection";
import { documentSchema } from "./document-schema.server";
import { keysetFilter, reversedSort, withKeyset } from "./keyset";
import { openSqliteEngine, type SqliteEngine } from "./sqlite-engine.server";

const docs = [
  { _id: "a", featured: true, at: 3 },
  { _id: "b", featured: true, at: 1 },
  { _id: "c", featured: false, at: 3 },
  { _id: "d", featured: false, at: 3 },
  { _id: "e", featured: false, at: 2 },
];
const sort = { featured: -1, at: -1, _id: -1 } as const;

// The filters go through the embedded engine as the app's reads do; document order is the
// fixture's, so only which documents match is compared.
const dir = mkdtempSync(path.join(tmpdir(), "viewfinder-keyset-"));
let engine: SqliteEngine;
let collection: Collection<Document & { featured: boolean; at: number }>;
beforeAll(async () => {
  engine = await openSqliteEngine(dir);
  collection = await engine.collection(
    "positions",
    documentSchema({ featured: { type: Boolean, required: true }, at: { type: Number, required: true } }),
  );
  for (const doc of docs) await collection.insert(doc);
});
afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

const after = async (filter: object) => {
  const found = new Set((await collection.find(filter as Filter)).map((doc) => doc._id));
  return docs.filter((doc) => found.has(doc._id)).map((doc) => doc._id);
};

describe("keyset filters", () => {
  it("select what follows a position, booleans included (compared as MongoDB compares them)", async () => {
    expect(await after(keysetFilter(sort, { featured: true, at: 3, _id: "a" }))).toEqual(["b", "c", "d", "e"]);
    expect(await after(keysetFilter(sort, { featured: true, at: 1, _id: "b" }))).toEqual(["c", "d", "e"]);
    expect(await after(keysetFilter(sort, { featured: false, at: 3, _id: "d" }))).toEqual(["c", "e"]);
    expect(await after(keysetFilter(sort, { featured: false, at: 2, _id: "e" }))).toEqual([]);
  });

  it("select what precedes a position when the sort is reversed", async () => {
    const back = reversedSort(sort);
    expect(back).toEqual({ featured: 1, at: 1, _id: 1 });
    expect(await after(keysetFilter(back, { featured: false, at: 3, _id: "c" }))).toEqual(["a", "b", "d"]);
    expect(await after(keysetFilter(back, { featured: true, at: 3, _id: "a" }))).toEqual([]);
  });

  it("join a filter's own $or instead of replacing it", async () => {
    const filter = withKeyset({ $or: [{ _id: "a" }, { _id: "e" }] }, sort, {
      featured: true,
      at: 3,
      _id: "a",
    });
    expect(await after(filter)).toEqual(["e"]);
  });
});

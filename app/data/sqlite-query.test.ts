import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import type { Filter } from "./collection";
import {
  createRegexpFunction,
  jsonPath,
  orderByClause,
  project,
  REGEXP_FUNCTION,
  unknownShape,
  whereClause,
  type QueryShape,
} from "./sqlite-query";

/**
 * The translator checked by running what it writes: documents stored as the SQLite engine
 * stores them (JSON beside an `_id` column, dates as ISO strings), queried with its SQL.
 */
const docs = [
  { _id: "a", owner: "o1", count: 3, tags: ["x"], done: true, at: "2026-01-03T00:00:00.000Z", size: { w: 10 } },
  { _id: "b", owner: "o1", count: 1, tags: ["y"], done: false, at: "2026-01-01T00:00:00.000Z", note: null },
  { _id: "c", owner: "o2", count: 2, tags: ["x", "y"], done: false, note: "Alpine Lake", size: { w: 30 } },
  { _id: "d", owner: "O3", count: 5, tags: [], done: true, at: "2026-01-02T00:00:00.000Z" },
];

/** The shape a schema gives: these fields are never arrays, so they are compared directly. */
const typed: QueryShape = {
  isScalar: (field) => ["_id", "owner", "count", "done", "at", "note", "size.w"].includes(field),
};

let db: DatabaseSync;

beforeAll(() => {
  db = new DatabaseSync(":memory:");
  db.function(REGEXP_FUNCTION, { deterministic: true }, createRegexpFunction());
  db.exec("CREATE TABLE t (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO t (_id, doc) VALUES (?, ?)");
  for (const { _id, ...rest } of docs) insert.run(_id, JSON.stringify(rest));
});

function ids(filter: Filter, shape: QueryShape = unknownShape, sort: Record<string, 1 | -1> = { _id: 1 }) {
  const where = whereClause(filter, shape);
  const rows = db.prepare(`SELECT _id FROM t WHERE ${where.sql} ${orderByClause(sort)}`).all(...where.params);
  return rows.map((row) => row._id);
}

describe.each([
  ["knowing the schema's scalar fields", typed],
  ["knowing nothing of the fields", unknownShape],
])("filters translated to SQL, %s", (_name, shape) => {
  it("compares with every operator", () => {
    expect(ids({ owner: "o1" }, shape)).toEqual(["a", "b"]);
    expect(ids({ count: { $eq: 3 } }, shape)).toEqual(["a"]);
    expect(ids({ count: { $ne: 3 } }, shape)).toEqual(["b", "c", "d"]);
    expect(ids({ count: { $gt: 2 } }, shape)).toEqual(["a", "d"]);
    expect(ids({ count: { $gte: 2, $lt: 5 } }, shape)).toEqual(["a", "c"]);
    expect(ids({ count: { $lte: 1 } }, shape)).toEqual(["b"]);
    expect(ids({ owner: { $in: ["o2", "O3"] } }, shape)).toEqual(["c", "d"]);
    expect(ids({ owner: { $nin: ["o2", "O3"] } }, shape)).toEqual(["a", "b"]);
    expect(ids({ owner: { $in: [] } }, shape)).toEqual([]);
    expect(ids({ done: true }, shape)).toEqual(["a", "d"]);
    expect(ids({ done: false }, shape)).toEqual(["b", "c"]);
  });

  it("compares dates in time order", () => {
    expect(ids({ at: { $gt: new Date("2026-01-01T12:00:00Z") } }, shape)).toEqual(["a", "d"]);
    expect(ids({ at: new Date("2026-01-01T00:00:00Z") }, shape)).toEqual(["b"]);
  });

  it("reads nested fields", () => {
    expect(ids({ "size.w": { $gt: 15 } }, shape)).toEqual(["c"]);
    expect(ids({ "size.w": 10 }, shape)).toEqual(["a"]);
  });

  it("combines conditions with $or and $and, nested", () => {
    expect(ids({ $or: [{ count: 1 }, { owner: "o2" }] }, shape)).toEqual(["b", "c"]);
    expect(ids({ $and: [{ count: { $gt: 1 } }, { count: { $lt: 5 } }] }, shape)).toEqual(["a", "c"]);
    expect(ids({ owner: "o1", $or: [{ done: true }, { $and: [{ count: 1 }, { done: false }] }] }, shape)).toEqual([
      "a",
      "b",
    ]);
    expect(ids({ $or: [] }, shape)).toEqual([]);
  });

  it("matches regular expressions, with the i flag", () => {
    expect(ids({ owner: { $regex: /^o\d$/ } }, shape)).toEqual(["a", "b", "c"]);
    expect(ids({ owner: { $regex: /^o\d$/i } }, shape)).toEqual(["a", "b", "c", "d"]);
    expect(ids({ note: { $regex: "lake", $options: "i" } }, shape)).toEqual(["c"]);
    expect(ids({ owner: /3$/ }, shape)).toEqual(["d"]);
  });

  it("tells present fields (even null) from missing ones, and null matches both", () => {
    expect(ids({ note: { $exists: true } }, shape)).toEqual(["b", "c"]);
    expect(ids({ note: { $exists: false } }, shape)).toEqual(["a", "d"]);
    expect(ids({ note: null }, shape)).toEqual(["a", "b", "d"]);
    expect(ids({ note: { $ne: null } }, shape)).toEqual(["c"]);
    expect(ids({ note: { $ne: "Alpine Lake" } }, shape)).toEqual(["a", "b", "d"]);
  });
});

describe("array fields, as MongoDB matches them", () => {
  it("match a value against each element", () => {
    expect(ids({ tags: "y" })).toEqual(["b", "c"]);
    expect(ids({ tags: { $in: ["x", "z"] } })).toEqual(["a", "c"]);
    expect(ids({ tags: { $nin: ["x"] } })).toEqual(["b", "d"]);
    expect(ids({ tags: { $ne: "y" } })).toEqual(["a", "d"]);
    expect(ids({ tags: { $regex: /^Y$/i } })).toEqual(["b", "c"]);
  });

  it("match a whole array exactly", () => {
    expect(ids({ tags: ["x", "y"] })).toEqual(["c"]);
    expect(ids({ tags: [] })).toEqual(["d"]);
  });
});

describe("sorting", () => {
  it("puts missing values first going up and last going down, then breaks ties", () => {
    expect(ids({}, typed, { at: 1, _id: 1 })).toEqual(["c", "b", "d", "a"]);
    expect(ids({}, typed, { at: -1 })).toEqual(["a", "d", "b", "c"]);
    expect(ids({}, typed, { done: -1, count: 1 })).toEqual(["a", "d", "b", "c"]);
  });
});

describe("field paths", () => {
  it("index array positions and refuse anything that is not a plain path", () => {
    expect(jsonPath("items.0.state")).toBe("$.items[0].state");
    expect(() => jsonPath("a') OR 1 --")).toThrow("Unsupported field path");
    expect(() => whereClause({ $where: "1" })).toThrow("Unsupported query operator");
    expect(() => whereClause({ count: { $mod: [2, 0] } })).toThrow("Unsupported query operator");
  });
});

describe("projection", () => {
  const doc = { _id: "a", count: 3, size: { w: 10, h: 2 }, note: "n" };

  it("keeps the named fields and _id, or drops the excluded ones", () => {
    expect(project(doc, { count: 1 })).toEqual({ _id: "a", count: 3 });
    expect(project(doc, { "size.w": 1, _id: 0 })).toEqual({ size: { w: 10 } });
    expect(project(doc, { note: 0, "size.h": 0 })).toEqual({ _id: "a", count: 3, size: { w: 10 } });
    expect(project(doc, undefined)).toBe(doc);
  });
});

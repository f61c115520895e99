import { Schema } from "mongoose";
import { beforeEach, describe, expect, it } from "vitest";
import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, nestedSchema } from "./document-schema.server";
import { InvalidDocumentError } from "./invalid-document-error";
import { engines, useTestEngine } from "./test-databases";

interface Thing {
  _id: string;
  owner: string;
  slug: string;
  count: number;
  tags: string[];
  status: "draft" | "done";
  note?: string;
  size?: { w: number; h: number };
  extra?: unknown;
}

const thingSchema = documentSchema({
  owner: { type: String, required: true },
  slug: { type: String, required: true },
  count: { type: Number, required: true, default: 0 },
  tags: { type: [String], default: [] },
  status: { type: String, enum: ["draft", "done"], required: true, default: "draft" },
  note: String,
  size: nestedSchema({ w: { type: Number, required: true }, h: { type: Number, required: true } }),
  extra: Schema.Types.Mixed,
});
thingSchema.index({ owner: 1, slug: 1 }, { unique: true });

const thing = (id: string, fields: Partial<Thing> = {}) =>
  ({ _id: id, owner: "o1", slug: id, ...fields }) as Thing;

describe.each(engines)("collection contract (%s)", (kind) => {
  const t = useTestEngine(kind);
  let things: Collection<Thing>;

  beforeEach(async () => {
    things = await t.engine.collection<Thing>("things", thingSchema);
  });

  it("applies schema defaults and casts values on insert", async () => {
    const stored = await things.insert({ ...thing("a"), count: "5" as unknown as number });

    expect(stored).toEqual({ _id: "a", owner: "o1", slug: "a", count: 5, tags: [], status: "draft" });
    expect(await things.findOne({ _id: "a" })).toEqual(stored);
  });

  it("filters, sorts, skips, limits and projects", async () => {
    for (const [id, count, tags] of [
      ["a", 3, ["x"]],
      ["b", 1, ["y"]],
      ["c", 2, ["x", "y"]],
    ] as const) {
      await things.insert(thing(id, { count, tags: [...tags], ...(id === "c" ? { note: "n" } : {}) }));
    }
    const ids = (docs: Thing[]) => docs.map((doc) => doc._id);

    expect(ids(await things.find({}, { sort: { count: 1 } }))).toEqual(["b", "c", "a"]);
    expect(ids(await things.find({}, { sort: { count: -1 }, skip: 1, limit: 1 }))).toEqual(["c"]);
    expect(ids(await things.find({ count: { $gte: 2 } }, { sort: { count: 1 } }))).toEqual(["c", "a"]);
    expect(ids(await things.find({ _id: { $in: ["a", "b"] } }, { sort: { _id: 1 } }))).toEqual(["a", "b"]);
    expect(ids(await things.find({ _id: { $nin: ["a", "b"] } }))).toEqual(["c"]);
    expect(ids(await things.find({ note: { $exists: true } }))).toEqual(["c"]);
    expect(ids(await things.find({ tags: "y" }, { sort: { _id: 1 } }))).toEqual(["b", "c"]);
    expect(
      ids(await things.find({ $or: [{ count: 1 }, { slug: { $regex: /^A$/i } }] }, { sort: { _id: 1 } })),
    ).toEqual(["a", "b"]);
    expect(ids(await things.find({ $and: [{ count: { $gt: 1 } }, { count: { $lt: 3 } }] }))).toEqual(["c"]);
    expect(await things.count({ count: { $ne: 1 } })).toBe(2);
    expect(await things.find({ _id: "a" }, { projection: { count: 1 } })).toEqual([{ _id: "a", count: 3 }]);
  });

  it("groups the matches by a field: a count and the latest value per key", async () => {
    for (const [id, owner, count, status] of [
      ["a", "o1", 3, "done"],
      ["b", "o1", 7, "done"],
      ["c", "o2", 5, "done"],
      ["d", "o2", 9, "draft"],
    ] as const) {
      await things.insert(thing(id, { owner, count, status }));
    }
    const groups = await things.group({ status: "done" }, "owner", "count");

    expect(groups.sort((x, y) => String(x.key).localeCompare(String(y.key)))).toEqual([
      { key: "o1", count: 2, latest: 7 },
      { key: "o2", count: 1, latest: 5 },
    ]);
    expect(await things.group({ status: "lost" }, "owner", "count")).toEqual([]);
  });

  it("pages by keyset: strictly after a position in the sort order, either way", async () => {
    for (const [id, count, done] of [
      ["a", 1, true],
      ["b", 2, false],
      ["c", 2, true],
      ["d", 2, false],
      ["e", 3, true],
    ] as const) {
      await things.insert(thing(id, { count, status: done ? "done" : "draft" }));
    }
    const ids = (docs: Thing[]) => docs.map((doc) => doc._id);
    const sort = { count: -1, _id: 1 } as const;

    expect(ids(await things.find({}, { sort, after: { count: 2, _id: "b" } }))).toEqual(["c", "d", "a"]);
    expect(ids(await things.find({}, { sort, after: { count: 2, _id: "b" }, limit: 1 }))).toEqual(["c"]);
    const backwards = { count: 1, _id: -1 } as const;
    expect(ids(await things.find({}, { sort: backwards, after: { count: 2, _id: "c" } }))).toEqual(["b", "e"]);
    expect(ids(await things.find({ status: "done" }, { sort, after: { count: 3, _id: "e" } }))).toEqual(["c", "a"]);
    // A position no document holds any more still orders: paging survives a deleted photo.
    expect(ids(await things.find({}, { sort, after: { count: 2, _id: "bb" } }))).toEqual(["c", "d", "a"]);
    expect(await things.find({}, { sort, after: { count: 0, _id: "z" } })).toEqual([]);
  });

  it("updates with every operator and returns the updated document", async () => {
    await things.insert(thing("a", { tags: ["x"], note: "n" }));

    const updated = await things.updateOne(
      { _id: "a" },
      { $set: { status: "done" }, $inc: { count: 2 }, $push: { tags: "y" }, $unset: { note: true } },
    );
    expect(updated).toEqual({ _id: "a", owner: "o1", slug: "a", count: 2, tags: ["x", "y"], status: "done" });

    await things.updateOne({ _id: "a" }, { $addToSet: { tags: "x" } });
    await things.updateOne({ _id: "a" }, { $addToSet: { tags: "z" } });
    expect((await things.findOne({ _id: "a" }))?.tags).toEqual(["x", "y", "z"]);
    await things.updateOne({ _id: "a" }, { $pull: { tags: "y" } });
    expect((await things.findOne({ _id: "a" }))?.tags).toEqual(["x", "z"]);
    expect(await things.updateOne({ _id: "missing" }, { $set: { count: 1 } })).toBeNull();
  });

  it("applies concurrent increments without losing any", async () => {
    await things.insert(thing("a"));

    await Promise.all(Array.from({ length: 20 }, () => things.updateOne({ _id: "a" }, { $inc: { count: 1 } })));

    expect((await things.findOne({ _id: "a" }))?.count).toBe(20);
  });

  it("updates and deletes many, reporting counts", async () => {
    await things.insert(thing("a", { owner: "o1" }));
    await things.insert(thing("b", { owner: "o1" }));
    await things.insert(thing("c", { owner: "o2" }));

    expect(await things.updateMany({ owner: "o1" }, { $set: { status: "done" } })).toBe(2);
    expect(await things.count({ status: "done" })).toBe(2);
    expect(await things.deleteOne({ owner: "o1" })).toBe(true);
    expect(await things.deleteOne({ owner: "nobody" })).toBe(false);
    expect(await things.deleteMany({})).toBe(2);
    expect(await things.count({})).toBe(0);
  });

  it("refuses bad inserts and updates, leaving documents unchanged", async () => {
    await expect(things.insert({ ...thing("a"), status: "lost" as "done" })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(things.insert({ ...thing("a"), unknown: 1 } as Thing)).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(things.insert({ _id: "a", slug: "a" } as Thing)).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(things.insert(thing("a", { size: { w: 1 } as Thing["size"] }))).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    expect(await things.count({})).toBe(0);

    const stored = await things.insert(thing("a"));
    await things.insert(thing("b"));
    for (const update of [
      { $set: { status: "lost" } },
      { $set: { count: "many" } },
      { $set: { unknown: 1 } },
      { $unset: { owner: true as const } },
    ]) {
      await expect(things.updateOne({ _id: "a" }, update)).rejects.toBeInstanceOf(InvalidDocumentError);
      await expect(things.updateMany({}, update)).rejects.toBeInstanceOf(InvalidDocumentError);
    }
    expect(await things.findOne({ _id: "a" })).toEqual(stored);
    expect(await things.count({ status: "draft" })).toBe(2);
  });

  it("reports a unique violation with the index fields", async () => {
    await things.insert(thing("a", { owner: "o1", slug: "s" }));
    await things.insert(thing("b", { owner: "o2", slug: "s" }));

    const duplicate = things.insert(thing("c", { owner: "o1", slug: "s" }));
    await expect(duplicate).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(duplicate).rejects.toMatchObject({ field: "owner,slug" });
    await expect(things.updateOne({ _id: "b" }, { $set: { owner: "o1" } })).rejects.toMatchObject({
      field: "owner,slug",
    });
    await expect(things.insert(thing("a", { slug: "other" }))).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await things.findOne({ _id: "b" })).toMatchObject({ owner: "o2" });
  });

  it("keeps mixed data as given, including empty objects", async () => {
    const extra = { nested: { list: [1, "two"], empty: {} }, flag: false };
    await things.insert(thing("a", { extra }));

    expect((await things.findOne({ _id: "a" }))?.extra).toEqual(extra);
  });
});

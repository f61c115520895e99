import { describe, expect, it } from "vitest";
import { applyUpdate } from "./document-update";

describe("update operators applied to a document", () => {
  const doc = {
    _id: "a",
    count: 1,
    tags: ["x"],
    note: "n",
    items: [{ state: "pending" }, { state: "done" }],
    at: new Date("2026-01-01T00:00:00Z"),
  };

  it("sets, unsets and increments, nested and in array positions, leaving the original alone", () => {
    const next = applyUpdate(doc, {
      $set: { "size.w": 3, "items.0.state": "done" },
      $unset: { note: true, "missing.deep": true },
      $inc: { count: 2, "counts.done": 1 },
    });

    expect(next).toEqual({
      _id: "a",
      count: 3,
      tags: ["x"],
      items: [{ state: "done" }, { state: "done" }],
      at: doc.at,
      size: { w: 3 },
      counts: { done: 1 },
    });
    expect(next.at).toBeInstanceOf(Date);
    expect(doc).toMatchObject({ count: 1, note: "n", items: [{ state: "pending" }, { state: "done" }] });
  });

  it("pushes (one or $each), adds to a set once and pulls values or conditions", () => {
    expect(applyUpdate(doc, { $push: { tags: { $each: ["y", "x"] } } }).tags).toEqual(["x", "y", "x"]);
    expect(applyUpdate(doc, { $push: { list: 1 } })).toMatchObject({ list: [1] });
    expect(applyUpdate(doc, { $addToSet: { tags: "x" } }).tags).toEqual(["x"]);
    expect(applyUpdate(doc, { $addToSet: { tags: { $each: ["y", "y"] } } }).tags).toEqual(["x", "y"]);
    expect(applyUpdate(doc, { $pull: { tags: "x" } }).tags).toEqual([]);
    expect(applyUpdate(doc, { $pull: { items: { state: "done" } } }).items).toEqual([{ state: "pending" }]);
    expect(applyUpdate({ ...doc, tags: ["x", "y", "z"] }, { $pull: { tags: { $in: ["x", "z"] } } }).tags).toEqual([
      "y",
    ]);
  });

  it("refuses what MongoDB refuses", () => {
    expect(() => applyUpdate(doc, { $inc: { note: 1 } })).toThrow("not a number");
    expect(() => applyUpdate(doc, { $push: { note: "y" } })).toThrow("not an array");
    expect(() => applyUpdate(doc, { $rename: { note: "n2" } } as never)).toThrow("Unsupported update operator");
  });
});

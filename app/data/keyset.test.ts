import { match } from "@seald-io/nedb/lib/model.js";
import { describe, expect, it } from "vitest";
import { keysetFilter, reversedSort, withKeyset } from "./keyset";

const docs = [
  { _id: "a", featured: true, at: 3 },
  { _id: "b", featured: true, at: 1 },
  { _id: "c", featured: false, at: 3 },
  { _id: "d", featured: false, at: 3 },
  { _id: "e", featured: false, at: 2 },
];
const sort = { featured: -1, at: -1, _id: -1 } as const;
const after = (filter: object) => docs.filter((doc) => match(doc, filter)).map((doc) => doc._id);

describe("keyset filters", () => {
  it("select what follows a position, booleans included (nedb cannot compare them)", () => {
    expect(after(keysetFilter(sort, { featured: true, at: 3, _id: "a" }))).toEqual(["b", "c", "d", "e"]);
    expect(after(keysetFilter(sort, { featured: true, at: 1, _id: "b" }))).toEqual(["c", "d", "e"]);
    expect(after(keysetFilter(sort, { featured: false, at: 3, _id: "d" }))).toEqual(["c", "e"]);
    expect(after(keysetFilter(sort, { featured: false, at: 2, _id: "e" }))).toEqual([]);
  });

  it("select what precedes a position when the sort is reversed", () => {
    const back = reversedSort(sort);
    expect(back).toEqual({ featured: 1, at: 1, _id: 1 });
    expect(after(keysetFilter(back, { featured: false, at: 3, _id: "c" }))).toEqual(["a", "b", "d"]);
    expect(after(keysetFilter(back, { featured: true, at: 3, _id: "a" }))).toEqual([]);
  });

  it("join a filter's own $or instead of replacing it", () => {
    const filter = withKeyset({ $or: [{ _id: "a" }, { _id: "e" }] }, sort, {
      featured: true,
      at: 3,
      _id: "a",
    });
    expect(after(filter)).toEqual(["e"]);
  });
});

import { describe, expect, it } from "vitest";
import { planIndex, type IndexKey } from "./index-plan";

const keys = (spec: Record<string, 1 | -1>): IndexKey[] =>
  Object.entries(spec).map(([field, direction]) => ({ field, direction }));
const gallery = keys({ userId: 1, isPublic: 1, featured: -1, createdAt: -1, _id: -1 });
const byCategory = keys({ userId: 1, isPublic: 1, category: 1, featured: -1, createdAt: -1, _id: -1 });
const own = keys({ userId: 1, createdAt: -1 });
const order = { featured: -1, createdAt: -1, _id: -1 } as const;

describe("planIndex: which declared index serves a filter and sort, as MongoDB would use it", () => {
  it("pins the equality prefix and continues the sort, forwards or reversed", () => {
    expect(planIndex([own, gallery], { userId: "u", isPublic: true }, order)).toEqual({
      index: 1,
      prefix: 2,
      reverse: false,
      residual: [],
    });
    const backwards = { featured: 1, createdAt: 1, _id: 1 } as const;
    expect(planIndex([gallery], { userId: "u", isPublic: true }, backwards)?.reverse).toBe(true);
  });

  it("prefers the index that pins the most fields", () => {
    const filter = { userId: "u", isPublic: true, category: "sea" };
    expect(planIndex([gallery, byCategory], filter, order)).toMatchObject({ index: 1, prefix: 3 });
  });

  it("skips sort fields the filter pins, and counts other conditions as residual", () => {
    const filter = { userId: "u", isPublic: true, featured: { $eq: false }, title: "x" };
    expect(planIndex([gallery], filter, order)).toMatchObject({ prefix: 3, residual: ["title"] });
  });

  it("finds nothing for a sort the index cannot give or a filter that pins no prefix", () => {
    expect(planIndex([gallery], { userId: "u", isPublic: true }, { createdAt: -1 })).toBeNull();
    expect(planIndex([gallery], { userId: "u", isPublic: true }, { featured: -1, createdAt: 1 })).toBeNull();
    expect(planIndex([gallery], { isPublic: true }, order)).toBeNull();
    expect(planIndex([gallery], { userId: { $in: ["u"] } }, order)).toBeNull();
  });
});

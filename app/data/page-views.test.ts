import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("page views repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("counts views per page and day, and totals them per owner", async () => {
    const day1 = new Date("2026-03-01T10:00:00Z");
    const day2 = new Date("2026-03-02T10:00:00Z");
    await Promise.all([
      t.db.pageViews.record("portfolio", "u1", "u1", day1),
      t.db.pageViews.record("portfolio", "u1", "u1", day1),
    ]);
    await t.db.pageViews.record("portfolio", "u1", "u1", day2);
    await t.db.pageViews.record("photo", "p1", "u1", day2);
    await t.db.pageViews.record("photo", "p9", "u2", day2);

    const totals = await t.db.pageViews.totalsByOwner("u1");
    expect(Object.fromEntries(totals)).toEqual({ "portfolio:u1": 3, "photo:p1": 1 });
    expect(Object.fromEntries(await t.db.pageViews.totalsByOwner("u1", "2026-03-02"))).toEqual({
      "portfolio:u1": 1,
      "photo:p1": 1,
    });
    expect(Object.fromEntries(await t.db.pageViews.totalsPerOwner())).toEqual({ u1: 4, u2: 1 });
  });

  it("forgets an owner's counts", async () => {
    await t.db.pageViews.record("photo", "p1", "u1");
    expect(await t.db.pageViews.deleteByOwner("u1")).toBe(1);
    expect((await t.db.pageViews.totalsByOwner("u1")).size).toBe(0);
  });
});

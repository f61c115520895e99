import { describe, expect, it } from "vitest";
import { adjustStats, applyPendingToggles, pendingToggle } from "./optimistic-photos";
import { INTENTS } from "./photo-forms";
import { testPhoto } from "./test-photo";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("optimistic toggles", () => {
  it("reads toggles out of submissions and ignores other forms", () => {
    expect(
      pendingToggle(form({ intent: INTENTS.setPublic, photoId: "p1", value: "true" })),
    ).toEqual({ intent: INTENTS.setPublic, photoId: "p1", value: true });
    expect(pendingToggle(form({ intent: INTENTS.edit, photoId: "p1" }))).toBeNull();
    expect(pendingToggle(undefined)).toBeNull();
  });

  it("applies pending toggles and moves the stats with them", () => {
    const photos = [testPhoto({ id: "p1" }), testPhoto({ id: "p2", featured: true })];
    const after = applyPendingToggles(photos, [
      { intent: INTENTS.setPublic, photoId: "p1", value: true },
      { intent: INTENTS.setFeatured, photoId: "p2", value: false },
    ]);
    expect(after.map((p) => [p.isPublic, p.featured])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(adjustStats({ total: 5, public: 2, featured: 1 }, photos, after)).toEqual({
      total: 5,
      public: 3,
      featured: 0,
    });
  });
});

import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("hero selections repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("keeps one selection per user, replacing it whole", async () => {
    expect(await t.db.heroSelections.get("u1")).toBeNull();

    const first = await t.db.heroSelections.set("u1", {
      kind: "global",
      heroImageId: "h1",
      name: "Alps",
      description: "Snow",
      url: "https://cdn.example/alps.jpg",
    });
    expect(first).toMatchObject({ userId: "u1", kind: "global", heroImageId: "h1", name: "Alps" });
    expect(await t.db.heroSelections.get("u1")).toEqual(first);

    const second = await t.db.heroSelections.set("u1", {
      kind: "custom",
      photoId: "p1",
      name: "My photo",
      url: "/photos/p1.jpg",
    });
    expect(second.id).toBe(first.id);
    expect(second).toEqual({
      id: first.id,
      userId: "u1",
      kind: "custom",
      photoId: "p1",
      name: "My photo",
      url: "/photos/p1.jpg",
    });
    expect(await t.db.heroSelections.get("u1")).toEqual(second);
  });

  it("keeps users' selections apart and clears one", async () => {
    await t.db.heroSelections.set("u1", { kind: "global", name: "A", url: "/a.jpg" });
    await t.db.heroSelections.set("u2", { kind: "global", name: "B", url: "/b.jpg" });

    expect(await t.db.heroSelections.clear("u1")).toBe(true);
    expect(await t.db.heroSelections.clear("u1")).toBe(false);
    expect(await t.db.heroSelections.get("u1")).toBeNull();
    expect((await t.db.heroSelections.get("u2"))?.name).toBe("B");
  });

  it("refuses an unknown kind", async () => {
    await expect(
      t.db.heroSelections.set("u1", { kind: "random" as "global", name: "A", url: "/a.jpg" }),
    ).rejects.toMatchObject({ name: "InvalidDocumentError" });
    expect(await t.db.heroSelections.get("u1")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("photo collections repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates a collection last in its owner's order, private and empty by default", async () => {
    const first = await t.db.photoCollections.create({ userId: "u1", title: "Iceland", slug: "iceland" });
    const second = await t.db.photoCollections.create({
      userId: "u1",
      title: "Weddings",
      slug: "weddings",
      visibility: "public",
      photoIds: ["p2", "p1"],
    });
    await t.db.photoCollections.create({ userId: "u2", title: "Other", slug: "other" });

    expect(first).toMatchObject({
      userId: "u1",
      title: "Iceland",
      slug: "iceland",
      description: "",
      visibility: "private",
      coverPhotoId: null,
      photoIds: [],
      position: 0,
    });
    expect(second).toMatchObject({ position: 1, photoIds: ["p2", "p1"], visibility: "public" });
    expect(await t.db.photoCollections.findById(first.id)).toEqual(first);
    expect(await t.db.photoCollections.findBySlug("u1", "weddings")).toEqual(second);
    expect((await t.db.photoCollections.listByUser("u1")).map((c) => c.slug)).toEqual([
      "iceland",
      "weddings",
    ]);
  });

  it("keeps slugs unique per photographer only", async () => {
    const taken = { userId: "u1", title: "Iceland", slug: "iceland" };
    await t.db.photoCollections.create(taken);
    await expect(t.db.photoCollections.create(taken)).rejects.toMatchObject({
      name: "DuplicateKeyError",
      field: "slug",
    });
    const other = await t.db.photoCollections.create({ userId: "u1", title: "B", slug: "b" });
    await expect(t.db.photoCollections.update(other.id, { slug: "iceland" })).rejects.toMatchObject(
      { name: "DuplicateKeyError", field: "slug" },
    );
    await expect(t.db.photoCollections.create({ ...taken, userId: "u2" })).resolves.toMatchObject({
      slug: "iceland",
    });
  });

  it("reorders its members in one write and follows the owner's order of collections", async () => {
    const a = await t.db.photoCollections.create({ userId: "u1", title: "A", slug: "a" });
    const b = await t.db.photoCollections.create({ userId: "u1", title: "B", slug: "b" });

    expect((await t.db.photoCollections.setPhotos(a.id, ["p3", "p1", "p2"]))?.photoIds).toEqual([
      "p3",
      "p1",
      "p2",
    ]);
    await t.db.photoCollections.setPosition(a.id, 5);
    expect((await t.db.photoCollections.listByUser("u1")).map((c) => c.id)).toEqual([b.id, a.id]);
    expect(await t.db.photoCollections.setPhotos("missing", [])).toBeNull();
  });

  it("sets and clears the cover, and edits the other fields", async () => {
    const a = await t.db.photoCollections.create({ userId: "u1", title: "A", slug: "a" });
    const covered = await t.db.photoCollections.update(a.id, {
      coverPhotoId: "p1",
      title: "Arctic",
      description: "<p>Cold</p>",
      visibility: "unlisted",
    });
    expect(covered).toMatchObject({
      coverPhotoId: "p1",
      title: "Arctic",
      description: "<p>Cold</p>",
      visibility: "unlisted",
    });
    expect(covered!.updatedAt.getTime()).toBeGreaterThanOrEqual(a.updatedAt.getTime());
    expect((await t.db.photoCollections.update(a.id, { coverPhotoId: null }))?.coverPhotoId).toBeNull();
  });

  it("takes a deleted photo out of every collection of its owner, cover included", async () => {
    const a = await t.db.photoCollections.create({
      userId: "u1",
      title: "A",
      slug: "a",
      photoIds: ["p1", "p2"],
    });
    await t.db.photoCollections.update(a.id, { coverPhotoId: "p2" });
    const b = await t.db.photoCollections.create({
      userId: "u1",
      title: "B",
      slug: "b",
      photoIds: ["p2", "p3"],
    });
    const c = await t.db.photoCollections.create({ userId: "u1", title: "C", slug: "c" });

    expect(await t.db.photoCollections.removePhoto("u1", "p2")).toBe(2);
    expect(await t.db.photoCollections.findById(a.id)).toMatchObject({
      photoIds: ["p1"],
      coverPhotoId: null,
    });
    expect((await t.db.photoCollections.findById(b.id))?.photoIds).toEqual(["p3"]);
    expect((await t.db.photoCollections.findById(c.id))?.photoIds).toEqual([]);
  });

  it("deletes one or all of a photographer's collections", async () => {
    const a = await t.db.photoCollections.create({ userId: "u1", title: "A", slug: "a" });
    await t.db.photoCollections.create({ userId: "u1", title: "B", slug: "b" });

    expect(await t.db.photoCollections.delete(a.id)).toBe(true);
    expect(await t.db.photoCollections.findById(a.id)).toBeNull();
    expect(await t.db.photoCollections.deleteByUser("u1")).toBe(1);
    expect(await t.db.photoCollections.listByUser("u1")).toEqual([]);
  });
});

describe.each(engines)("portfolio orders repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("has no order until one is set, then keeps the latest", async () => {
    expect(await t.db.portfolioOrders.get("u1")).toBeNull();
    await t.db.portfolioOrders.set("u1", ["p3", "p1"]);
    await t.db.portfolioOrders.set("u1", ["p1", "p2", "p3"]);
    expect(await t.db.portfolioOrders.get("u1")).toEqual(["p1", "p2", "p3"]);
    expect(await t.db.portfolioOrders.get("u2")).toBeNull();
  });

  it("takes a deleted photo out of the order, and clears it", async () => {
    await t.db.portfolioOrders.set("u1", ["p1", "p2", "p3"]);
    await t.db.portfolioOrders.removePhoto("u1", "p2");
    expect(await t.db.portfolioOrders.get("u1")).toEqual(["p1", "p3"]);
    expect(await t.db.portfolioOrders.clear("u1")).toBe(true);
    expect(await t.db.portfolioOrders.get("u1")).toBeNull();
  });
});

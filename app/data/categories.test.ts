import { describe, expect, it } from "vitest";
import { engines, tick, useTestDatabase } from "./test-databases";

describe.each(engines)("categories repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates a category with a slug and description", async () => {
    const category = await t.db.categories.create({ userId: "u1", label: " Night Sky " });

    expect(category).toMatchObject({
      userId: "u1",
      categoryId: "night-sky",
      label: "Night Sky",
      description: "Custom category: Night Sky",
    });
    expect(category.createdAt).toBeInstanceOf(Date);
    expect(await t.db.categories.findById(category.id)).toEqual(category);
    expect(await t.db.categories.findBySlug("u1", "night-sky")).toEqual(category);
  });

  it("keeps slugs unique per user only", async () => {
    await t.db.categories.create({ userId: "u1", label: "Night Sky" });

    await expect(t.db.categories.create({ userId: "u1", label: "night sky" })).rejects.toMatchObject({
      name: "DuplicateKeyError",
      field: "categoryId",
    });
    await expect(t.db.categories.create({ userId: "u2", label: "Night Sky" })).resolves.toMatchObject({
      categoryId: "night-sky",
    });
  });

  it("lists a user's categories in creation order", async () => {
    const a = await t.db.categories.create({ userId: "u1", label: "Zebra" });
    await tick();
    const b = await t.db.categories.create({ userId: "u1", label: "Apple" });
    await t.db.categories.create({ userId: "u2", label: "Other" });

    expect((await t.db.categories.listByUser("u1")).map((c) => c.id)).toEqual([a.id, b.id]);
  });

  it("renames with a new slug and description, refusing a taken slug", async () => {
    const category = await t.db.categories.create({ userId: "u1", label: "Old" });
    await t.db.categories.create({ userId: "u1", label: "Taken" });

    expect(await t.db.categories.rename(category.id, "Fresh Look")).toMatchObject({
      id: category.id,
      categoryId: "fresh-look",
      label: "Fresh Look",
      description: "Custom category: Fresh Look",
    });
    await expect(t.db.categories.rename(category.id, "TAKEN")).rejects.toMatchObject({
      name: "DuplicateKeyError",
      field: "categoryId",
    });
    expect(await t.db.categories.rename("missing", "X")).toBeNull();
  });

  it("refuses a label with nothing to make a slug from", async () => {
    await expect(t.db.categories.create({ userId: "u1", label: "!!!" })).rejects.toMatchObject({
      name: "InvalidDocumentError",
    });
  });

  it("deletes one or all of a user's categories", async () => {
    const a = await t.db.categories.create({ userId: "u1", label: "A" });
    await t.db.categories.create({ userId: "u1", label: "B" });

    expect(await t.db.categories.delete(a.id)).toBe(true);
    expect(await t.db.categories.findById(a.id)).toBeNull();
    expect(await t.db.categories.deleteByUser("u1")).toBe(1);
    expect(await t.db.categories.listByUser("u1")).toEqual([]);
  });
});

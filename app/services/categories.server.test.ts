import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "./photos/test-support";

const dataDir = tempDataDir("viewfinder-categories-");
const { db, closeDatabase } = await import("~/data/db.server");
const categories = await import("./categories.server");
const { CategoryInputError, CategoryNotFoundError } = categories;

let userId = "";
let otherId = "";
beforeAll(async () => {
  userId = (await createUser("curator")).id;
  otherId = (await createUser("neighbour")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CategoryInputError);
  return error as InstanceType<typeof CategoryInputError>;
}

describe("custom categories", () => {
  it("creates from a trimmed label, deriving slug and description whatever the client sent", async () => {
    const created = await categories.createCustomCategory(userId, {
      label: "  Café Nights ",
      categoryId: "<script>",
      description: "spoofed",
    });
    expect(created).toEqual({
      id: expect.any(String),
      categoryId: "cafe-nights",
      label: "Café Nights",
      description: "Custom category: Café Nights",
    });
    expect(await categories.listCustomCategories(userId)).toEqual([created]);
    expect(await categories.listCustomCategories(otherId)).toEqual([]);
  });

  it("refuses empty names with the spec's message, on create and rename", async () => {
    for (const label of ["", "   "]) {
      expect((await refusal(categories.createCustomCategory(userId, { label }))).message).toBe(
        "Category name cannot be empty.",
      );
    }
    const { id } = await categories.createCustomCategory(userId, { label: "Rename me" });
    expect((await refusal(categories.renameCustomCategory(userId, id, " "))).message).toBe(
      "Category name cannot be empty.",
    );
  });

  it("refuses duplicates, system names and names with no letter or digit", async () => {
    await categories.createCustomCategory(userId, { label: "Weddings" });
    const duplicate = await refusal(
      categories.createCustomCategory(userId, { label: "weddings!" }),
    );
    expect([duplicate.status, duplicate.message]).toEqual([
      409,
      'A category named "weddings!" already exists.',
    ]);
    expect(
      (await refusal(categories.createCustomCategory(userId, { label: "Black & White" }))).status,
    ).toBe(409);
    expect((await refusal(categories.createCustomCategory(userId, { label: "All" }))).status).toBe(
      409,
    );
    expect((await refusal(categories.createCustomCategory(userId, { label: "!!!" }))).status).toBe(
      400,
    );
    // Another user may have the same name.
    await expect(
      categories.createCustomCategory(otherId, { label: "Weddings" }),
    ).resolves.toBeDefined();
  });

  it("hides other users' categories behind 404", async () => {
    const theirs = await categories.createCustomCategory(otherId, { label: "Private Thing" });
    await expect(
      categories.renameCustomCategory(userId, theirs.id, "Mine now"),
    ).rejects.toBeInstanceOf(CategoryNotFoundError);
    await expect(categories.deleteCustomCategory(userId, theirs.id)).rejects.toBeInstanceOf(
      CategoryNotFoundError,
    );
    expect(await categories.listCustomCategories(otherId)).toContainEqual(theirs);
  });

  it("moves photos along on rename and to 'other' on delete", async () => {
    const { photos } = await db();
    const category = await categories.createCustomCategory(userId, { label: "Old Town" });
    const photo = await photos.create({ userId, title: "Square", category: "old-town" });
    const untouched = await photos.create({
      userId: otherId,
      title: "Theirs",
      category: "old-town",
    });

    const renamed = await categories.renameCustomCategory(userId, category.id, "Old City");
    expect(renamed).toMatchObject({
      categoryId: "old-city",
      label: "Old City",
      description: "Custom category: Old City",
    });
    expect((await photos.findById(photo.id))!.category).toBe("old-city");

    await categories.deleteCustomCategory(userId, category.id);
    expect((await photos.findById(photo.id))!.category).toBe("other");
    expect((await photos.findById(untouched.id))!.category).toBe("old-town");
    expect((await categories.listCustomCategories(userId)).map((c) => c.id)).not.toContain(
      category.id,
    );
  });

  it("offers system categories without 'all', then the user's own, for the upload dialog", async () => {
    const fresh = (await createUser("fresh")).id;
    await categories.createCustomCategory(fresh, { label: "Birds" });
    const options = await categories.categoryOptions(fresh);
    expect(options[0]).toEqual({ id: "landscape", label: "Landscape" });
    expect(options.map((o) => o.id)).not.toContain("all");
    expect(options).toContainEqual({ id: "black-and-white", label: "Black & White" });
    expect(options.at(-1)).toEqual({ id: "birds", label: "Birds" });
    expect(await categories.isPhotoCategory(fresh, "birds")).toBe(true);
    expect(await categories.isPhotoCategory(userId, "birds")).toBe(false);
    expect(await categories.isPhotoCategory(fresh, "all")).toBe(false);
  });
});

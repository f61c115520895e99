import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-offered-categories-");

const { db, closeDatabase } = await import("~/data/db.server");
const { createCustomCategory } = await import("~/services/categories.server");
const { galleryPageData } = await import("./page-data.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

type Owner = Awaited<ReturnType<typeof createUser>>;
let iris: Owner;

beforeAll(async () => {
  const { photos } = await db();
  iris = await createUser("iris");
  const other = await createUser("otto");
  await createCustomCategory(iris.id, { label: "Film" });
  await createCustomCategory(iris.id, { label: "Drafts" });
  const photo = (userId: string, category: string, isPublic: boolean) =>
    photos.create({ userId, title: `${category} photo`, category, isPublic, featured: false });
  await photo(iris.id, "landscape", true);
  await photo(iris.id, "film", true);
  // Private photos: their categories have nothing a visitor could see.
  await photo(iris.id, "portrait", false);
  await photo(iris.id, "drafts", false);
  await photo(other.id, "street", true);
});

const labels = async (view: "home" | "portfolio", owner: Owner | null, category = null) =>
  (await galleryPageData({ view, owner, viewer: null, category })).categories.map((c) => c.label);

describe("the category buttons a gallery offers", () => {
  it("a portfolio offers 'All' and only the categories it has public photos in", async () => {
    expect(await labels("portfolio", iris)).toEqual(["All", "Landscape", "Film"]);
  });

  it("a category with no public photo there falls back to 'All' rather than an empty page", async () => {
    const page = await galleryPageData({
      view: "portfolio",
      owner: iris,
      viewer: null,
      category: "portrait",
    });
    expect(page.selectedCategory).toBe("all");
    expect(page.photos.map((p) => p.title).sort()).toEqual(["film photo", "landscape photo"]);
  });

  it("the visitors' home gallery offers the categories with public photos site-wide", async () => {
    expect(await labels("home", null)).toEqual(["All", "Landscape", "Street"]);
  });
});

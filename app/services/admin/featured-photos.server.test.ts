import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-admin-featured-");
const { db, closeDatabase } = await import("~/data/db.server");
const { ADMIN_PHOTOS_PER_PAGE, listPublicPhotosForAdmin, setFeaturedByAdmin } =
  await import("./featured-photos.server");
const { homeGallery } = await import("~/services/gallery/public-photos.server");

let ownerId = "";
beforeAll(async () => {
  ownerId = (await createUser("iris")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const derivative = (width: number, format: string) => ({
  key: `photo/${ownerId}/p/w${width}-0000000${width % 10}.${format}`,
  width,
  height: width / 2,
  format,
  size: 100,
});

async function photo(title: string, isPublic: boolean) {
  const { photos } = await db();
  return photos.create({
    userId: ownerId,
    title,
    isPublic,
    derivatives: [derivative(640, "jpeg"), derivative(320, "jpeg"), derivative(320, "webp")],
  });
}

describe("the Featured Photos list", () => {
  it("lists public photos only, with the smallest JPEG as thumbnail and the photographer", async () => {
    const shown = await photo("Harbour", true);
    const hidden = await photo("Diary", false);
    const { photos } = await listPublicPhotosForAdmin();
    const ids = photos.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(photos.find((p) => p.id === shown.id)).toMatchObject({
      title: "Harbour",
      photographer: "Ada iris",
      photographerUsername: "iris",
      featured: false,
      // The published URL, under the photo's publication key, as visitors get it.
      thumbnail: {
        url: `/media/p/${shown.id}/${shown.publicationKey}/w320-00000000.jpeg`,
        width: 320,
        height: 160,
      },
    });
  });

  it("pages through many photos", async () => {
    for (let i = 0; i < ADMIN_PHOTOS_PER_PAGE + 3; i++) await photo(`Many ${i}`, true);
    const first = await listPublicPhotosForAdmin(1);
    expect(first).toMatchObject({ page: 1, hasPrevious: false, hasNext: true });
    expect(first.photos).toHaveLength(ADMIN_PHOTOS_PER_PAGE);
    const second = await listPublicPhotosForAdmin(2);
    expect(second).toMatchObject({ page: 2, hasPrevious: true, hasNext: false });
    expect(second.photos.length).toBeGreaterThan(0);
    const overlap = second.photos.filter((p) => first.photos.some((q) => q.id === p.id));
    expect(overlap).toEqual([]);
    expect((await listPublicPhotosForAdmin(0)).page).toBe(1);
  });
});

describe("featuring a photo", () => {
  it("puts it on the home gallery and takes it off again", async () => {
    const star = await photo("Star", true);
    await expect(setFeaturedByAdmin(star.id, true)).resolves.toMatchObject({ featured: true });
    const featured = await homeGallery({ viewerId: null, category: "all" });
    expect(featured.map((p) => p.id)).toEqual([star.id]);

    await expect(setFeaturedByAdmin(star.id, false)).resolves.toMatchObject({ featured: false });
    const { photos } = await db();
    expect((await photos.findById(star.id))?.featured).toBe(false);
  });

  it("refuses a private photo and an unknown one", async () => {
    const secret = await photo("Secret", false);
    await expect(setFeaturedByAdmin(secret.id, true)).rejects.toMatchObject({
      status: 409,
      message: "Only public photos can be featured.",
    });
    const { photos } = await db();
    expect((await photos.findById(secret.id))?.featured).toBe(false);
    await expect(setFeaturedByAdmin("missing", true)).rejects.toMatchObject({
      status: 404,
      message: "Photo not found",
    });
  });
});

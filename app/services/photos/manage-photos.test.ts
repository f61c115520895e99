import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tracesOf, uploadedFile, tempDataDir } from "./test-support";

const dataDir = tempDataDir("viewfinder-manage-photos-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const photos = await import("./index.server");
const { PhotoNotFoundError, PhotoInputError } = photos;

let owner = "";
let other = "";
beforeAll(async () => {
  owner = (await createUser("owner")).id;
  other = (await createUser("other")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (userId: string, title = "Dunes", category = "landscape", description = "") =>
  photos.uploadPhoto(userId, {
    file: await uploadedFile("flower.webp"),
    title,
    category,
    description,
  });

describe("editing a photo's metadata", () => {
  it("requires a title, splits tags and sanitises the description", async () => {
    const { id } = await upload(owner);
    await expect(photos.updatePhotoMetadata(owner, id, { title: "   " })).rejects.toThrow(
      new PhotoInputError("Title is required."),
    );
    const edited = await photos.updatePhotoMetadata(owner, id, {
      title: "  Flower ",
      description: '<p onclick="x()">Soft <b>light</b><img src=x onerror=alert(1)></p>',
      category: "macro",
      tags: " bloom, , pink ,bloom,",
    });
    expect(edited).toMatchObject({
      title: "Flower",
      description: "<p>Soft <b>light</b></p>",
      category: "macro",
      tags: ["bloom", "pink"],
    });
    expect(
      (await photos.updatePhotoMetadata(owner, id, { title: "F", tags: ["a ", " b"] })).tags,
    ).toEqual(["a", "b"]);
    // Left out means kept.
    expect((await photos.getMyPhoto(owner, id)).category).toBe("macro");
    await expect(
      photos.updatePhotoMetadata(owner, id, { title: "F", category: "all" }),
    ).rejects.toThrow(PhotoInputError);
  });
});

describe("visibility and featured toggles", () => {
  it("starts private and unfeatured, and switches both ways", async () => {
    const { id } = await upload(owner);
    expect((await photos.setPhotoPublic(owner, id, true)).isPublic).toBe(true);
    expect((await photos.setPhotoFeatured(owner, id, true)).featured).toBe(true);
    expect((await photos.setPhotoPublic(owner, id, false)).isPublic).toBe(false);
    expect((await photos.setPhotoFeatured(owner, id, false)).featured).toBe(false);
  });
});

describe("another user's photo does not exist for them", () => {
  it("refuses read, list, edit, toggles and delete with PhotoNotFoundError, and changes nothing", async () => {
    const mine = await upload(owner, "Mine");
    const attempts = [
      () => photos.getMyPhoto(other, mine.id),
      () => photos.updatePhotoMetadata(other, mine.id, { title: "Stolen" }),
      () => photos.setPhotoPublic(other, mine.id, true),
      () => photos.setPhotoFeatured(other, mine.id, true),
      () => photos.deletePhoto(other, mine.id),
      () => photos.getMyPhoto(owner, "no-such-photo"),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toBeInstanceOf(PhotoNotFoundError);
    expect(await photos.listMyPhotos(other)).toEqual([]);
    expect(await photos.getMyPhoto(owner, mine.id)).toEqual(mine);
    expect((await objectStore().list(`photo/${owner}/${mine.id}/`)).length).toBeGreaterThan(1);
  });
});

describe("deleting", () => {
  it("removes the record and every object of the photo", async () => {
    const keep = await upload(owner, "Keep");
    const gone = await upload(owner, "Gone");
    await photos.deletePhoto(owner, gone.id);
    await expect(photos.getMyPhoto(owner, gone.id)).rejects.toBeInstanceOf(PhotoNotFoundError);
    expect(await objectStore().list(`photo/${owner}/${gone.id}/`)).toEqual([]);
    expect((await objectStore().list(`photo/${owner}/${keep.id}/`)).length).toBeGreaterThan(1);
  });

  it("removes everything of a user on account deletion, and nothing of anyone else", async () => {
    const leaving = (await createUser("leaving")).id;
    await upload(leaving);
    await upload(leaving);
    const othersBefore = await tracesOf(owner);
    const removed = await photos.deleteAllPhotosOf(leaving);
    expect(removed.photos).toBe(2);
    expect(removed.objects).toBeGreaterThan(2);
    expect(await tracesOf(leaving)).toEqual({ records: 0, objects: 0 });
    expect(await tracesOf(owner)).toEqual(othersBefore);
  });
});

describe("listing, stats and storage", () => {
  it("lists newest first, by category (all = everything) and by case-insensitive search", async () => {
    const lister = (await createUser("lister")).id;
    const sea = await upload(lister, "Sea at dawn", "landscape");
    const face = await upload(lister, "Portrait", "portrait", "Morning <b>SEA</b> light");
    const ids = (list: { id: string }[]) => list.map((p) => p.id);
    expect(ids(await photos.listMyPhotos(lister))).toEqual([face.id, sea.id]);
    expect(ids(await photos.listMyPhotos(lister, { category: "all" }))).toEqual([face.id, sea.id]);
    expect(ids(await photos.listMyPhotos(lister, { category: "portrait" }))).toEqual([face.id]);
    expect(ids(await photos.listMyPhotos(lister, { search: "sEa" }))).toEqual([face.id, sea.id]);
    expect(
      ids(await photos.listMyPhotos(lister, { search: "dawn", category: "portrait" })),
    ).toEqual([]);
  });

  it("counts photos, shared, featured, categories and the last upload", async () => {
    const counter = (await createUser("counter")).id;
    expect(await photos.photoStats(counter)).toEqual({
      totalPhotos: 0,
      albums: 0,
      categories: 0,
      lastUploadDate: null,
      sharedPhotos: 0,
      featuredPhotos: 0,
    });
    const a = await upload(counter, "A", "landscape");
    await upload(counter, "B", "landscape");
    const c = await upload(counter, "C", "street");
    await photos.setPhotoPublic(counter, a.id, true);
    await photos.setPhotoPublic(counter, c.id, true);
    await photos.setPhotoFeatured(counter, c.id, true);
    const { createCustomCategory } = await import("~/services/categories.server");
    await createCustomCategory(counter, { label: "Trips" });
    expect(await photos.photoStats(counter)).toEqual({
      totalPhotos: 3,
      albums: 1,
      categories: 2,
      lastUploadDate: c.createdAt,
      sharedPhotos: 2,
      featuredPhotos: 1,
    });
  });

  it("adds up the bytes actually stored against the 250 MB quota", async () => {
    const saver = (await createUser("saver")).id;
    expect(await photos.storageUsage(saver)).toEqual({
      usedBytes: 0,
      quotaBytes: 250 * 1024 * 1024,
      usagePercentage: 0,
      usedFormatted: "0 B",
      quotaFormatted: "250 MB",
    });
    await upload(saver);
    await upload(saver);
    const stored = await objectStore().list(`photo/${saver}/`);
    const bytes = stored.reduce((sum, o) => sum + o.size, 0);
    const usage = await photos.storageUsage(saver);
    expect(usage.usedBytes).toBe(bytes);
    expect(usage.usagePercentage).toBe(Math.round((bytes / (250 * 1024 * 1024)) * 1000) / 10);
    expect(usage.usedFormatted).toBe(photos.formatBytes(bytes));
  });

  it("formats sizes in B, KB, MB and GB with at most one decimal", () => {
    expect(
      [0, 512, 1536, 1024 * 1024 * 1.25, 250 * 1024 * 1024, 3 * 1024 ** 3, 5 * 1024 ** 4].map(
        photos.formatBytes,
      ),
    ).toEqual(["0 B", "512 B", "1.5 KB", "1.3 MB", "250 MB", "3 GB", "5120 GB"]);
  });
});

describe("the photo view", () => {
  it("names the photographer and offers srcsets narrowest first", async () => {
    const view = await upload(owner);
    expect([view.photographer, view.photographerUsername]).toEqual(["Ada owner", "owner"]);
    const widths = view.sources.webp
      .split(", ")
      .map((entry) => Number(entry.split(" ")[1]!.slice(0, -1)));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(view.sources.avif).toMatch(/\.avif \d+w/);
    const { photos: repository } = await db();
    const record = (await repository.findById(view.id))!;
    const jpegs = record.derivatives.filter((d) => d.format === "jpeg").map((d) => d.width);
    expect(view.imageUrl).toContain(`w${Math.max(...jpegs.filter((w) => w <= 1280))}-`);
  });
});

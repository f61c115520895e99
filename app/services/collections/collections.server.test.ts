import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-collections-");
const { db, closeDatabase } = await import("~/data/db.server");
const own = await import("./own-collections.server");
const { inPortfolioOrder, setPortfolioOrder, portfolioOrderOf } =
  await import("./portfolio-order.server");
const { deleteAllCollectionsOf } = await import("./photo-removal.server");
const { CollectionNotFoundError } = await import("./errors.server");
const { UserFacingError } = await import("~/services/user-facing-error.server");

let userId = "";
let otherId = "";
const photoIds: string[] = [];
let strangerPhoto = "";
beforeAll(async () => {
  userId = (await createUser("series")).id;
  otherId = (await createUser("stranger")).id;
  const { photos } = await db();
  for (const title of ["One", "Two", "Three"]) {
    photoIds.push((await photos.create({ userId, title, category: "nature", isPublic: true })).id);
  }
  strangerPhoto = (await photos.create({ userId: otherId, title: "Theirs", category: "nature" }))
    .id;
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
  expect(error).toBeInstanceOf(UserFacingError);
  return error as InstanceType<typeof UserFacingError>;
}

describe("collection rules", () => {
  it("makes the slug from the title, transliterated, and -2, -3 on a clash", async () => {
    const first = await own.createCollection(userId, { title: "  Ísland 2025 " });
    const second = await own.createCollection(userId, { title: "Island 2025" });
    const third = await own.createCollection(userId, { title: "ISLAND 2025!" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "island-2025",
      "island-2025-2",
      "island-2025-3",
    ]);
    expect(first).toMatchObject({ title: "Ísland 2025", visibility: "private", photoCount: 0 });
    expect((await own.listOwnCollections(userId)).map((c) => c.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it("requires a title within a photo title's length and a known visibility", async () => {
    expect((await refusal(own.createCollection(userId, { title: "   " }))).message).toBe(
      "Collection title is required.",
    );
    await refusal(own.createCollection(userId, { title: "x".repeat(201) }));
    await refusal(own.createCollection(userId, { title: "Ok", visibility: "secret" }));
  });

  it("stores the description sanitised", async () => {
    const made = await own.createCollection(userId, {
      title: "Clean",
      description: '<p>Fine</p><script>alert(1)</script><img src=x onerror="x">',
    });
    expect(made.description).toBe("<p>Fine</p>");
  });

  it("refuses a PATCH to a slug another of my collections has, keeps the slug on a new title", async () => {
    const a = await own.createCollection(userId, { title: "Weddings" });
    const b = await own.createCollection(userId, { title: "Portraits" });
    const error = await refusal(own.updateCollection(userId, b.id, { slug: "Weddings" }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Another of your collections already uses the address "weddings".');
    const renamed = await own.updateCollection(userId, a.id, { title: "Wedding days" });
    expect(renamed).toMatchObject({ title: "Wedding days", slug: "weddings" });
    expect((await own.updateCollection(userId, a.id, { slug: "Bodas Ñ" })).slug).toBe("bodas-n");
  });

  it("sets members in order, defaults the cover to the first, refuses others' photos and repeats", async () => {
    const c = await own.createCollection(userId, { title: "Ordered" });
    const [p1, p2, p3] = photoIds as [string, string, string];
    const set = await own.setCollectionPhotos(userId, c.id, [p3, p1, p2]);
    expect(set).toMatchObject({ photoIds: [p3, p1, p2], photoCount: 3, coverPhotoId: p3 });
    await refusal(own.setCollectionPhotos(userId, c.id, [p1, strangerPhoto]));
    await refusal(own.setCollectionPhotos(userId, c.id, [p1, p1]));
    expect((await own.getOwnCollection(userId, c.id)).photoIds).toEqual([p3, p1, p2]);

    expect((await own.updateCollection(userId, c.id, { coverPhotoId: p2 })).coverPhotoId).toBe(p2);
    await refusal(own.updateCollection(userId, c.id, { coverPhotoId: strangerPhoto }));
    // The chosen cover leaving the collection brings back the default.
    expect((await own.setCollectionPhotos(userId, c.id, [p1])).coverPhotoId).toBe(p1);
  });

  it("answers someone else's collection as not found", async () => {
    const c = await own.createCollection(userId, { title: "Mine" });
    await expect(own.getOwnCollection(otherId, c.id)).rejects.toBeInstanceOf(
      CollectionNotFoundError,
    );
    await expect(own.updateCollection(otherId, c.id, { title: "X" })).rejects.toBeInstanceOf(
      CollectionNotFoundError,
    );
    await expect(own.deleteCollection(otherId, c.id)).rejects.toBeInstanceOf(
      CollectionNotFoundError,
    );
    await expect(own.setCollectionPhotos(otherId, c.id, [])).rejects.toBeInstanceOf(
      CollectionNotFoundError,
    );
  });

  it("orders the photographer's collections, naming each once", async () => {
    const before = (await own.listOwnCollections(userId)).map((c) => c.id);
    const reversed = [...before].reverse();
    expect((await own.setCollectionsOrder(userId, reversed)).map((c) => c.id)).toEqual(reversed);
    expect((await own.listOwnCollections(userId)).map((c) => c.id)).toEqual(reversed);
    await refusal(own.setCollectionsOrder(userId, reversed.slice(1)));
    await refusal(own.setCollectionsOrder(userId, [...reversed.slice(1), reversed[1]!]));
    expect((await own.listOwnCollections(userId)).map((c) => c.id)).toEqual(reversed);
    // New collections still come last.
    const made = await own.createCollection(userId, { title: "Latest" });
    expect((await own.listOwnCollections(userId)).at(-1)?.id).toBe(made.id);
  });

  it("deletes every collection and the order of an account, never a photo", async () => {
    await setPortfolioOrder(userId, [photoIds[0]!]);
    await deleteAllCollectionsOf(userId);
    expect(await own.listOwnCollections(userId)).toEqual([]);
    expect(await portfolioOrderOf(userId)).toBeNull();
    const { photos } = await db();
    expect(await photos.listByUser(userId)).toHaveLength(3);
  });
});

describe("portfolio order", () => {
  it("puts photos the order does not name first, in the default order, then the ordered ones", () => {
    const photos = ["new2", "new1", "a", "b", "c"].map((id) => ({ id }));
    expect(inPortfolioOrder(photos, ["c", "gone", "a", "b"]).map((p) => p.id)).toEqual([
      "new2",
      "new1",
      "c",
      "a",
      "b",
    ]);
  });

  it("refuses another photographer's photo or a repeat, and changes nothing", async () => {
    const [p1, p2] = photoIds as [string, string];
    await setPortfolioOrder(userId, [p2, p1]);
    await refusal(setPortfolioOrder(userId, [p1, strangerPhoto]));
    await refusal(setPortfolioOrder(userId, [p1, p1]));
    expect(await portfolioOrderOf(userId)).toEqual([p2, p1]);
  });
});

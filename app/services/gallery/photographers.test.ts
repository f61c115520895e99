import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { seedPublishedPhotos } from "./paging-test-support";

const dataDir = tempDataDir("viewfinder-photographers-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function privatePhoto(userId: string) {
  const { db } = await import("~/data/db.server");
  await (await db()).photos.create({ userId, title: "Unseen", isPublic: false });
}

describe("the home page's photographers", () => {
  it("lists each photographer with public photos, latest first, with their count and link", async () => {
    const { publicPhotographers } = await import("./photographers.server");
    const { db } = await import("~/data/db.server");
    const earlier = await createUser("earlier");
    const later = await createUser("later");
    const hidden = await createUser("hidden");
    await (await db()).users.update(later.id, { tagline: "Salt and light", bio: "ignored" });
    await (await db()).users.update(earlier.id, { bio: "\n  Mountains, mostly.\nMore here." });
    await seedPublishedPhotos(earlier.id, 3);
    // A later millisecond: the order is by the newest public photo.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await seedPublishedPhotos(later.id, 1);
    await privatePhoto(hidden.id);
    await privatePhoto(later.id);

    const { shown, total, moreHref } = await publicPhotographers();

    expect(shown).toEqual([
      expect.objectContaining({
        name: "Ada later",
        line: "Salt and light",
        photoCount: 1,
        href: "/later",
      }),
      expect.objectContaining({
        name: "Ada earlier",
        line: "Mountains, mostly.",
        photoCount: 3,
        href: "/earlier",
      }),
    ]);
    expect(shown[0]).toMatchObject({ avatar: null, initial: "A" });
    expect(total).toBe(2);
    expect(moreHref).toBeNull();
  });

  it("shows twelve and links to the rest; `all` lists every one", async () => {
    const { publicPhotographers, HOME_PHOTOGRAPHERS } = await import("./photographers.server");
    for (let i = 0; i < HOME_PHOTOGRAPHERS; i++) {
      await seedPublishedPhotos((await createUser(`many${i}`)).id, 1);
    }
    const first = await publicPhotographers();
    expect(first.shown).toHaveLength(HOME_PHOTOGRAPHERS);
    expect(first.total).toBe(HOME_PHOTOGRAPHERS + 2);
    expect(first.moreHref).toBe("/?photographers=all#photographers");
    // The most recent publishers are the ones shown.
    expect(first.shown.map((card) => card.name)).not.toContain("Ada earlier");

    const all = await publicPhotographers({ all: true });
    expect(all.shown).toHaveLength(HOME_PHOTOGRAPHERS + 2);
    expect(all.moreHref).toBeNull();
  });

  it("leaves out a suspended photographer, even one whose photos are still public", async () => {
    const { publicPhotographers } = await import("./photographers.server");
    const { db } = await import("~/data/db.server");
    const suspended = await createUser("suspended");
    await seedPublishedPhotos(suspended.id, 1);
    expect((await publicPhotographers({ all: true })).shown.map((c) => c.id)).toContain(
      suspended.id,
    );

    await (await db()).users.setStatus(suspended.id, "suspended");
    expect((await publicPhotographers({ all: true })).shown.map((c) => c.id)).not.toContain(
      suspended.id,
    );
  });

  it("leaves out an account without a portfolio (no username)", async () => {
    const { publicPhotographers } = await import("./photographers.server");
    const { db } = await import("~/data/db.server");
    const { users } = await db();
    const unfinished = await users.create({ email: "unfinished@example.test" });
    await seedPublishedPhotos(unfinished.id, 2);

    const { shown } = await publicPhotographers({ all: true });
    expect(shown.map((card) => card.id)).not.toContain(unfinished.id);
  });
});

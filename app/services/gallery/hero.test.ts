import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir, uploadedFile } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-gallery-hero-");

const { db, closeDatabase } = await import("~/data/db.server");
const { uploadHero } = await import("~/services/heroes/index.server");
const { setPhotoPublic, uploadPhoto } = await import("~/services/photos/index.server");
const { chooseHero, heroSelectionOf } = await import("~/services/account/hero.server");
const { heroFor } = await import("./hero.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const srcsetOf = (format: string) =>
  new RegExp(`^/media/\\S+\\.${format} \\d+w(, /media/\\S+ \\d+w)*$`);

describe("the hero a page shows (docs/product.md#states-and-transitions), with its srcset", () => {
  it("the default banner, a chosen banner and an own photo all come with their derivatives", async () => {
    const dunes = await uploadHero({ name: "Dunes", file: await uploadedFile("canon-gps.jpg") });
    const meadow = await uploadHero({ name: "Meadow", file: await uploadedFile("meadow.png") });

    const home = await heroFor(null);
    expect(home.url).toBe(dunes.url);
    expect(home.picture?.sources.avif).toMatch(srcsetOf("avif"));
    expect(home.picture?.sources.webp).toMatch(srcsetOf("webp"));
    expect(home.picture?.sources.jpeg).toMatch(srcsetOf("jpg"));
    expect(home.picture).toMatchObject({ width: dunes.width, height: dunes.height });

    const ana = await createUser("ana");
    await chooseHero(ana.id, meadow.id);
    const chosen = await heroFor(ana.id);
    expect(chosen.url).toBe(meadow.url);
    expect(chosen.picture?.sources.avif).toContain(`/media/hero/${meadow.id}/`);

    const photo = await uploadPhoto(ana.id, {
      file: await uploadedFile("flower.webp"),
      title: "Flower",
      category: "nature",
    });
    await chooseHero(ana.id, `custom-${photo.id}`);
    const own = await heroFor(ana.id, ana.id);
    expect(own.picture?.sources.avif).toContain(`/media/photo/${ana.id}/${photo.id}/`);
    expect(own.picture?.width).toBe(photo.width);
  });

  it("a banner stored before derivatives keeps its one URL and no srcset", async () => {
    const { heroImages } = await db();
    const legacy = await heroImages.create({ name: "Old", url: "/legacy.jpg" });
    await heroImages.setDefault(legacy.id);
    expect(await heroFor(null)).toEqual({ url: "/legacy.jpg", colors: [], picture: null });
  });
});

describe("a photo chosen as hero follows the photo rule (public, or the viewer owns it)", () => {
  it("shows a private hero photo to its owner only; visitors get the default", async () => {
    const bo = await createUser("bo");
    const stranger = await createUser("stranger");
    const secret = await uploadPhoto(bo.id, {
      file: await uploadedFile("flower.webp"),
      title: "Secret garden",
      category: "nature",
    });
    await chooseHero(bo.id, `custom-${secret.id}`);
    const fallback = await heroFor(null);

    for (const viewer of [null, undefined, stranger.id]) {
      expect(await heroFor(bo.id, viewer)).toEqual(fallback);
      expect(await heroSelectionOf(bo.id, viewer)).toBeNull();
    }
    const mine = await heroSelectionOf(bo.id, bo.id);
    expect(mine).toMatchObject({ kind: "custom", name: "Secret garden" });
    expect(mine!.url).toMatch(new RegExp(`^/media/photo/${bo.id}/${secret.id}/`));
    expect((await heroFor(bo.id, bo.id)).url).toBe(mine!.url);
  });

  it("serves a public hero photo at its published URLs, which change when it is republished", async () => {
    const cy = await createUser("cy");
    const shot = await uploadPhoto(cy.id, {
      file: await uploadedFile("flower.webp"),
      title: "Open field",
      category: "nature",
    });
    await chooseHero(cy.id, `custom-${shot.id}`);
    await setPhotoPublic(cy.id, shot.id, true);
    const seen = await heroFor(cy.id, null);
    const published = new RegExp(`^/media/p/${shot.id}/[0-9a-f]{24}/`);
    expect(seen.url).toMatch(published);
    for (const set of Object.values(seen.picture!.sources)) {
      for (const entry of set.split(", ")) expect(entry).toMatch(published);
    }
    expect((await heroSelectionOf(cy.id, null))!.url).toBe(seen.url);

    await setPhotoPublic(cy.id, shot.id, false);
    expect(await heroFor(cy.id, null)).toEqual(await heroFor(null));
    await setPhotoPublic(cy.id, shot.id, true);
    const republished = await heroFor(cy.id, null);
    expect(republished.url).toMatch(published);
    expect(republished.url).not.toBe(seen.url);
  });
});

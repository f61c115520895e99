import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-demo-seed-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ??= "demo-seed-test-session-secret";
process.env.ADMIN_EMAIL = "owner@example.test";
process.env.ADMIN_PASSWORD = "owner-password";

const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { ensureAdmin } = await import("~/server/bootstrap.server");
const { serveMedia } = await import("~/services/photos/index.server");
const { findDemoContentDir, loadDemoManifest, seedDemoContentIfEmpty } =
  await import("./index.server");
type DemoManifest = Awaited<ReturnType<typeof loadDemoManifest>>;

// A private photo, featured and plain ones, custom and system categories: every case, five photos.
const SUBSET = new Set([
  "orange-petals.jpg",
  "dandelion-seeds.jpg",
  "storm-over-fields.jpg",
  "backlit-leaf.jpg",
  "weathered-boards.jpg",
]);
const contentDir = path.join(dataDir, "demo-content");
let manifest: DemoManifest;
const lines: string[] = [];
const seed = (options: { manifest?: DemoManifest } = {}) =>
  seedDemoContentIfEmpty({ contentDir, manifest, log: (l) => lines.push(l), ...options });

/** The real manifest on 480 px copies of the real files (EXIF kept): the same work, faster. */
beforeAll(async () => {
  const real = await loadDemoManifest(findDemoContentDir());
  manifest = {
    ...real,
    photographers: real.photographers.map((p) => ({
      ...p,
      photos: p.photos.filter((photo) => SUBSET.has(photo.file)),
    })),
  };
  mkdirSync(contentDir);
  const files = new Set([...SUBSET, ...real.heroes.map((h) => h.file)]);
  for (const file of files) {
    await sharp(readFileSync(path.join(findDemoContentDir(), file)))
      .resize(480)
      .keepExif()
      .jpeg()
      .toFile(path.join(contentDir, file));
  }
  await ensureAdmin();
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every record and object, to show that a second run (or a refused one) changes nothing. */
async function everything() {
  const { users, photos, heroImages, heroSelections, categories } = await db();
  const all = await users.list();
  return {
    users: all,
    photos: await photos.listAll(),
    heroes: await heroImages.list(),
    selections: await Promise.all(all.map((u) => heroSelections.get(u.id))),
    categories: await Promise.all(all.map((u) => categories.listByUser(u.id))),
    objects: (await objectStore().list("")).map((o) => o.key),
  };
}

describe("seedDemoContentIfEmpty", () => {
  it("does nothing while an account other than the ADMIN_EMAIL admin exists", async () => {
    const { users } = await db();
    const visitor = await users.create({ email: "someone@example.test", username: "someone" });
    const before = await everything();
    expect(await seed()).toEqual({ seeded: false, reason: expect.any(String) });
    expect(await everything()).toEqual(before);
    await users.delete(visitor.id);
  });

  it("undoes a run that fails half-way, so the next start seeds afresh", async () => {
    const broken = {
      ...manifest,
      heroes: manifest.heroes.map((h, i) => (i === 1 ? { ...h, file: "missing.jpg" } : h)),
    };
    await expect(seed({ manifest: broken })).rejects.toThrow(/missing\.jpg/);
    expect(lines.filter((l) => l.startsWith("Seeding demo content:")).length).toBeGreaterThan(5);
    const after = await everything();
    expect(after.users.map((u) => u.email)).toEqual(["owner@example.test"]);
    expect(after).toMatchObject({ photos: [], heroes: [], objects: [] });
  });

  it("seeds photographers, their photos and the hero banners on an empty database", async () => {
    lines.length = 0;
    const outcome = await seed();
    expect(outcome).toMatchObject({ seeded: true, photographers: 3, photos: 5, heroes: 3 });
    expect(lines).toContain("Seeding demo content: 5/5 photos");
    expect(lines).toContain("Seeding demo content: 3/3 hero banners");

    const { users, photos, categories, heroImages, heroSelections } = await db();
    const elena = (await users.findByUsername("elena-marsh"))!;
    expect(elena).toMatchObject({ firstName: "Elena", templateId: "classic", role: "user" });
    expect(elena.passwordHash).toBeUndefined();
    expect((await categories.listByUser(elena.id)).map((c) => c.categoryId)).toEqual([
      "garden-flowers",
    ]);
    const noor = (await users.findByUsername("noor-haddad"))!;
    expect(noor.templateId).toBe("monochrome");

    const elenas = await photos.listByUser(elena.id);
    // Newest first, which is the manifest's order.
    expect(elenas.map((p) => [p.title, p.isPublic, p.featured])).toEqual([
      ["Orange Petals", true, true],
      ["Two Seeds", false, false],
    ]);
    expect(elenas[0]).toMatchObject({
      category: "macro",
      tags: ["flower", "orange", "petals", "close-up"],
    });
    expect(elenas[0]!.description).toContain("Photo: Jens Ansorg, 2005");
    const leaf = (await photos.listByUser(noor.id)).find((p) => p.title === "Backlit Leaf")!;
    expect(leaf).toMatchObject({ category: "textures", featured: true, isPublic: true });
    expect(leaf.exif).toMatchObject({ make: "Canon" });
    for (const photo of await photos.listAll()) {
      expect(photo.derivatives.length).toBeGreaterThanOrEqual(3);
      for (const d of photo.derivatives) expect(await objectStore().head(d.key)).not.toBeNull();
    }

    const heroes = await heroImages.list();
    expect(heroes.map((h) => [h.name, h.isDefault])).toEqual([
      ["Dune Grass", true],
      ["Storm Front", false],
      ["Red and Gold", false],
    ]);
    for (const hero of heroes) {
      expect(hero).toMatchObject({
        colorAnalysisComplete: true,
        dominantColor: expect.any(String),
      });
      expect(hero.colors.length).toBeGreaterThan(0);
      // The same derivatives as an admin's upload: every hero is served with a srcset.
      expect(new Set(hero.derivatives.map((d) => d.format))).toEqual(
        new Set(["avif", "webp", "jpeg"]),
      );
      for (const d of hero.derivatives) expect(await objectStore().head(d.key)).not.toBeNull();
      expect(hero.placeholder).toMatch(/^data:image\/webp;base64,/);
      const response = await serveMedia(
        new Request(`http://localhost${hero.url}`),
        hero.storageKey,
      );
      expect(response.status).toBe(200);
    }
    expect(heroes.find((h) => h.name === "Storm Front")).toMatchObject({
      mood: "cool",
      brightness: "dark",
    });
    const tomas = (await users.findByUsername("tomas-reyes"))!;
    expect(await heroSelections.get(tomas.id)).toMatchObject({
      kind: "global",
      heroImageId: heroes[1]!.id,
      url: heroes[1]!.url,
    });
    expect(await heroSelections.get(elena.id)).toBeNull();
  });

  it("changes nothing when run again", async () => {
    const before = await everything();
    expect(await seed()).toMatchObject({ seeded: false });
    expect(await everything()).toEqual(before);
  });
});

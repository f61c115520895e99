import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-heroes-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ??= "heroes-test-session-secret";

const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { ImageRejectedError } = await import("~/images/image-pipeline.server");
const { serveMedia } = await import("~/services/photos/index.server");
const { createHeroFromImage, HeroInputError } = await import("./index.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A demo photograph shrunk to 480 px: the same colours, a fraction of the encoding time. */
const demoPhoto = (name: string) =>
  sharp(readFileSync(new URL(`../../../demo-content/${name}`, import.meta.url)))
    .resize(480)
    .jpeg()
    .toBuffer();

const heroObjects = async () => (await objectStore().list("hero/")).map((o) => o.key);

describe("createHeroFromImage", () => {
  it("stores public derivatives under hero/{id}/ and saves the colour analysis", async () => {
    const hero = await createHeroFromImage(fixture("canon-gps.jpg"), {
      name: "  Blinds  ",
      title: "Green",
      description: "",
    });
    expect(hero).toMatchObject({ name: "Blinds", title: "Green", colorAnalysisComplete: true });
    expect(hero.description).toBeUndefined();
    expect(hero.url).toMatch(new RegExp(`^/media/hero/${hero.id}/w\\d+-[0-9a-f]{8}\\.jpg$`));
    expect(hero.url).toBe(`/media/${hero.storageKey}`);
    expect(hero.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(["warm", "cool", "other"]).toContain(hero.mood);
    expect(["dark", "bright", "other"]).toContain(hero.brightness);
    expect(hero.colors.length).toBeGreaterThan(0);
    for (const c of hero.colors) {
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.percentage).toBeGreaterThan(0);
    }

    const keys = (await objectStore().list(`hero/${hero.id}/`)).map((o) => o.key);
    expect(new Set(keys.map((k) => k.split(".").pop()))).toEqual(new Set(["avif", "webp", "jpg"]));
    expect(keys).toContain(hero.storageKey);
    // The source has EXIF and a GPS position; a public banner carries neither.
    const jpeg = await objectStore().get(hero.storageKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of jpeg!.body) chunks.push(chunk as Buffer);
    const metadata = await sharp(Buffer.concat(chunks)).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it("makes a 960 px copy a phone's screen takes instead of the 1280 px one", async () => {
    const wide = await sharp(
      readFileSync(new URL("../../../demo-content/dune-grass.jpg", import.meta.url)),
    )
      .resize(1400)
      .jpeg()
      .toBuffer();
    const hero = await createHeroFromImage(wide, { name: "Dunes" });
    const widths = (format: string) =>
      hero.derivatives.filter((d) => d.format === format).map((d) => d.width);
    for (const format of ["avif", "webp", "jpeg"])
      expect(widths(format), format).toEqual([320, 640, 960, 1280]);
    const keys = (await objectStore().list(`hero/${hero.id}/`)).map((o) => o.key);
    expect(keys.filter((k) => /\/w960-/.test(k))).toHaveLength(3);
  });

  it("reads mood and brightness from the picture", async () => {
    const storm = await createHeroFromImage(await demoPhoto("storm-over-fields.jpg"), {
      name: "Storm",
    });
    expect(storm).toMatchObject({ mood: "cool", brightness: "dark" });
    const flower = await createHeroFromImage(await demoPhoto("red-and-gold-flower.jpg"), {
      name: "Flower",
    });
    expect(flower.mood).toBe("warm");
    const boards = await createHeroFromImage(await demoPhoto("weathered-boards.jpg"), {
      name: "Boards",
    });
    expect(boards.brightness).toBe("bright");
  });

  it("keeps exactly one default banner", async () => {
    const first = await createHeroFromImage(fixture("flower.webp"), { name: "A", isDefault: true });
    const second = await createHeroFromImage(fixture("meadow.png"), { name: "B", isDefault: true });
    expect(second.isDefault).toBe(true);
    const { heroImages } = await db();
    expect((await heroImages.findById(first.id))?.isDefault).toBe(false);
    expect((await heroImages.list()).filter((h) => h.isDefault).map((h) => h.id)).toEqual([
      second.id,
    ]);
  });

  it("refuses a file that is not an image and a missing name, storing nothing", async () => {
    const before = await heroObjects();
    await expect(
      createHeroFromImage(Buffer.from("not an image"), { name: "Text" }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(createHeroFromImage(fixture("flower.webp"), { name: " " })).rejects.toBeInstanceOf(
      HeroInputError,
    );
    expect(await heroObjects()).toEqual(before);
  });
});

describe("serving hero banners through /media", () => {
  const get = (key: string) => serveMedia(new Request(`http://localhost/media/${key}`), key);

  it("serves a banner's derivatives to anyone, immutable", async () => {
    const hero = await createHeroFromImage(fixture("flower.webp"), { name: "Served" });
    const response = await get(hero.storageKey!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("answers 404 for a deleted banner, an unknown one and a name that is not a derivative", async () => {
    const hero = await createHeroFromImage(fixture("flower.webp"), { name: "Gone" });
    const name = hero.storageKey!.split("/").pop()!;
    await objectStore().put(`hero/${hero.id}/original`, Buffer.from("x"), {
      contentType: "image/jpeg",
    });
    expect((await get(`hero/${hero.id}/original`)).status).toBe(404);
    expect((await get(`hero/unknown/${name}`)).status).toBe(404);
    const { heroImages } = await db();
    await heroImages.delete(hero.id);
    expect((await get(hero.storageKey!)).status).toBe(404);
  });
});

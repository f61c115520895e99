import { rmSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { startCountingServer } from "~/services/net/test-servers";
import { tempDataDir, uploadedFile } from "~/services/photos/test-support";
import type { FetchImage, HeroUploadInput } from "./index.server";

const dataDir = tempDataDir("viewfinder-hero-banners-");

const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { safeFetchImage } = await import("~/services/net/safe-fetch.server");
const heroes = await import("./index.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const { HeroInputError, HERO_MESSAGES } = heroes;
const repository = async () => (await db()).heroImages;
const objectsOf = async (id: string) => (await objectStore().list(`hero/${id}/`)).map((o) => o.key);
const allHeroObjects = async () => (await objectStore().list("hero/")).length;
const defaults = async () =>
  (await (await repository()).list()).filter((h) => h.isDefault).map((h) => h.id);

beforeEach(async () => {
  // Each test starts with no banners (and so no default).
  const store = objectStore();
  const images = await repository();
  for (const hero of await images.list()) {
    await images.delete(hero.id);
    await store.deletePrefix(`hero/${hero.id}/`);
  }
});

/** A loopback stand-in for "a public image on the internet", reached through the test seam. */
async function imageServer() {
  const jpeg = fixture("canon-gps.jpg");
  return startCountingServer("127.0.0.1", (req, res) => {
    if (req.url === "/photos/Sunset%20Dunes.jpg") {
      res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
    } else res.writeHead(404).end();
  });
}

/** safeFetchImage as in production, but the stand-in's made-up host resolves to it, and only it. */
const viaStandIn: FetchImage = (url, options) =>
  safeFetchImage(url, {
    ...options,
    resolve: async () => ["127.0.0.1"],
    allowAddress: (ip) => ip === "127.0.0.1",
  });

describe("uploading a banner", () => {
  it("by file: derivatives in three formats, placeholder, colours, file named by the title", async () => {
    const hero = await heroes.uploadHero({
      name: " Dunes ",
      title: "Evening Dunes",
      description: "Sand at dusk",
      file: await uploadedFile("canon-gps.jpg"),
    });
    expect(hero).toMatchObject({
      name: "Dunes",
      title: "Evening Dunes",
      description: "Sand at dusk",
      fileName: "evening-dunes.jpg",
      colorAnalysisComplete: true,
    });
    expect(new Set(hero.derivatives.map((d) => d.format))).toEqual(
      new Set(["avif", "webp", "jpeg"]),
    );
    expect(new Set(hero.derivatives.map((d) => d.width)).size).toBeGreaterThan(1);
    expect(hero.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(hero.width).toBeGreaterThan(0);
    expect(hero.colors.length).toBeGreaterThan(0);
    expect((await objectsOf(hero.id)).sort()).toEqual(hero.derivatives.map((d) => d.key).sort());

    const picture = heroes.heroPicture(hero)!;
    expect(picture.sources.avif).toMatch(/^\/media\/hero\/.+\.avif \d+w, /);
    expect(picture.sources.jpeg.split(", ")).toHaveLength(
      hero.derivatives.filter((d) => d.format === "jpeg").length,
    );
  });

  it("the first banner is the default; later ones are not unless asked", async () => {
    const first = await heroes.uploadHero({ name: "A", file: await uploadedFile("flower.webp") });
    const second = await heroes.uploadHero({ name: "B", file: await uploadedFile("meadow.png") });
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    expect(await defaults()).toEqual([first.id]);
  });

  it("by URL: fetched from the stand-in through the guarded client, then the same pipeline", async () => {
    const server = await imageServer();
    try {
      const hero = await heroes.uploadHero(
        {
          name: "From the web",
          imageUrl: `http://images.example.test:${server.port}/photos/Sunset%20Dunes.jpg`,
        },
        { fetchImage: viaStandIn },
      );
      expect(server.connections).toBe(1);
      expect(server.hosts).toEqual([`images.example.test:${server.port}`]);
      expect(hero.fileName).toBe("sunset-dunes.jpg");
      expect(hero.colorAnalysisComplete).toBe(true);
      expect(new Set(hero.derivatives.map((d) => d.format))).toEqual(
        new Set(["avif", "webp", "jpeg"]),
      );
      expect(await objectsOf(hero.id)).toHaveLength(hero.derivatives.length);
    } finally {
      await server.close();
    }
  });

  it("refuses URLs at loopback traps with the production guard: the trap sees no request", async () => {
    const trap = await startCountingServer("127.0.0.1");
    try {
      for (const url of [
        `http://127.0.0.1:${trap.port}/x.jpg`,
        `http://localhost:${trap.port}/x.jpg`,
        `http://127.1:${trap.port}/x.jpg`,
        `http://0x7f000001:${trap.port}/x.jpg`,
        `http://[::ffff:127.0.0.1]:${trap.port}/x.jpg`,
      ]) {
        const upload = heroes.uploadHero({ name: "Trap", imageUrl: url });
        await expect(upload, url).rejects.toBeInstanceOf(HeroInputError);
        await expect(upload).rejects.toThrow("That address is not allowed");
      }
      await expect(
        heroes.setDefaultHeroFromUrl({
          imageUrl: `http://127.0.0.1:${trap.port}/x.jpg`,
          title: "T",
        }),
      ).rejects.toThrow("That address is not allowed");
      expect(trap.connections).toBe(0);
      expect(await (await repository()).list()).toEqual([]);
      expect(await allHeroObjects()).toBe(0);
    } finally {
      await trap.close();
    }
  });

  it("needs a name and exactly one of file and URL; a refused file leaves nothing behind", async () => {
    const file = await uploadedFile("flower.webp");
    const refusal = (input: HeroUploadInput) => heroes.uploadHero(input);
    await expect(refusal({ name: " ", file })).rejects.toThrow(HERO_MESSAGES.nameRequired);
    await expect(refusal({ name: "x" })).rejects.toThrow(
      "Choose an image file or enter an image URL.",
    );
    await expect(
      refusal({ name: "x", file, imageUrl: "https://a.example.test/b.jpg" }),
    ).rejects.toThrow("not both");
    await expect(
      refusal({ name: "Text", file: await uploadedFile(Buffer.from("not an image")) }),
    ).rejects.toThrow("Invalid file type");
    expect(await (await repository()).list()).toEqual([]);
    expect(await allHeroObjects()).toBe(0);
  });
});

describe("managing banners", () => {
  it("edits name, title and description; the name stays required", async () => {
    const hero = await heroes.uploadHero({
      name: "Old",
      title: "Title",
      file: await uploadedFile("flower.webp"),
    });
    const edited = await heroes.updateHero(hero.id, {
      name: " New ",
      title: "",
      description: "Petals",
    });
    expect(edited).toMatchObject({ name: "New", description: "Petals" });
    expect(edited.title).toBeUndefined();
    await expect(heroes.updateHero(hero.id, { name: "" })).rejects.toThrow(
      HERO_MESSAGES.nameRequired,
    );
    await expect(heroes.updateHero("missing", { name: "x" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("keeps exactly one default; the default cannot be deleted; delete removes the files", async () => {
    const a = await heroes.uploadHero({ name: "A", file: await uploadedFile("flower.webp") });
    const b = await heroes.uploadHero({ name: "B", file: await uploadedFile("meadow.png") });
    await expect(heroes.deleteHero(a.id)).rejects.toMatchObject({
      status: 409,
      message: HERO_MESSAGES.defaultNotDeletable,
    });
    expect(await objectsOf(a.id)).not.toHaveLength(0);

    await heroes.setDefaultHero(b.id);
    expect(await defaults()).toEqual([b.id]);
    await expect(heroes.setDefaultHero("missing")).rejects.toMatchObject({ status: 404 });
    expect(await defaults()).toEqual([b.id]);

    expect(await objectsOf(a.id)).not.toHaveLength(0);
    await heroes.deleteHero(a.id);
    expect(await objectsOf(a.id)).toEqual([]);
    expect(await (await repository()).findById(a.id)).toBeNull();
    expect(await defaults()).toEqual([b.id]);
  });

  it("the default hero form: both fields, an existing banner by its URL, or a new one by URL", async () => {
    const a = await heroes.uploadHero({ name: "A", file: await uploadedFile("flower.webp") });
    const b = await heroes.uploadHero({ name: "B", file: await uploadedFile("meadow.png") });
    await expect(heroes.setDefaultHeroFromUrl({ imageUrl: b.url, title: " " })).rejects.toThrow(
      "Missing information: Please provide both image URL and title",
    );
    await expect(heroes.setDefaultHeroFromUrl({ imageUrl: "", title: "x" })).rejects.toThrow(
      HERO_MESSAGES.defaultMissing,
    );

    const chosen = await heroes.setDefaultHeroFromUrl({
      imageUrl: `https://viewfinder.example.test${b.url}`,
      title: "Meadow in June",
    });
    expect(chosen).toMatchObject({ id: b.id, title: "Meadow in June", isDefault: true });
    expect(await defaults()).toEqual([b.id]);

    const server = await imageServer();
    try {
      const fetched = await heroes.setDefaultHeroFromUrl(
        {
          imageUrl: `http://images.example.test:${server.port}/photos/Sunset%20Dunes.jpg`,
          title: "Sunset",
        },
        { fetchImage: viaStandIn },
      );
      expect(fetched).toMatchObject({ name: "Sunset", title: "Sunset", isDefault: true });
      expect(fetched.derivatives.length).toBeGreaterThan(0);
      expect(await defaults()).toEqual([fetched.id]);
      expect(a.isDefault).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("extracts colours per banner and for all, counting failures", async () => {
    const a = await heroes.uploadHero({ name: "A", file: await uploadedFile("flower.webp") });
    const b = await heroes.uploadHero({ name: "B", file: await uploadedFile("meadow.png") });
    const images = await repository();
    await images.update(a.id, { colors: [], colorAnalysisComplete: false, dominantColor: null });
    const extracted = await heroes.extractHeroColors(a.id);
    expect(extracted.colorAnalysisComplete).toBe(true);
    expect(extracted.colors.length).toBeGreaterThan(0);
    expect(extracted.dominantColor).toMatch(/^#[0-9a-f]{6}$/);

    // A banner whose stored files are gone, and one stored before derivatives (no file at all).
    await objectStore().deletePrefix(`hero/${b.id}/`);
    await images.create({ name: "Legacy", url: "/legacy.jpg" });
    expect(await heroes.extractAllHeroColors()).toEqual({ successCount: 1, errorCount: 2 });
    await expect(heroes.extractHeroColors("missing")).rejects.toMatchObject({ status: 404 });
  });
});

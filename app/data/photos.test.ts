import { describe, expect, it } from "vitest";
import { InvalidDocumentError } from "./invalid-document-error";
import { engines, tick, useTestDatabase } from "./test-databases";

describe.each(engines)("photos repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates a photo with defaults and keeps storage facts", async () => {
    const takenAt = new Date("2024-05-01T10:00:00Z");
    const photo = await t.db.photos.create({
      userId: "u1",
      title: "Dunes",
      derivatives: [{ key: "photo/u1/p/w640.avif", width: 640, height: 427, format: "avif", size: 12000 }],
      gps: { lat: 48.85, lng: 2.35 },
      exif: { Make: "Fujifilm", FNumber: 2.8 },
      takenAt,
    });

    expect(photo).toMatchObject({
      userId: "u1",
      title: "Dunes",
      description: "",
      category: "other",
      tags: [],
      aiTags: [],
      featured: false,
      isPublic: false,
      imageType: "photo",
      gps: { lat: 48.85, lng: 2.35 },
      exif: { Make: "Fujifilm", FNumber: 2.8 },
    });
    expect(photo).not.toHaveProperty("_id");
    expect(photo).not.toHaveProperty("dominantColors");
    expect(photo.takenAt).toEqual(takenAt);
    expect(photo.takenAt).toBeInstanceOf(Date);
    expect(await t.db.photos.findById(photo.id)).toEqual(photo);
    expect(await t.db.photos.findById("missing")).toBeNull();
  });

  it("lists a user's photos newest first with filters", async () => {
    const sea = await t.db.photos.create({ userId: "u1", title: "Sea at dawn", category: "landscape", isPublic: true });
    await tick();
    const face = await t.db.photos.create({
      userId: "u1",
      title: "Portrait",
      description: "<p>Morning <b>SEA</b> light</p>",
      category: "portrait",
      featured: true,
    });
    await tick();
    const city = await t.db.photos.create({ userId: "u1", title: "City (1)", category: "street", isPublic: true, featured: true });
    await t.db.photos.create({ userId: "u2", title: "Sea too", isPublic: true });

    const ids = (photos: { id: string }[]) => photos.map((p) => p.id);
    expect(ids(await t.db.photos.listByUser("u1"))).toEqual([city.id, face.id, sea.id]);
    expect(ids(await t.db.photos.listByUser("u1", { isPublic: true }))).toEqual([city.id, sea.id]);
    expect(ids(await t.db.photos.listByUser("u1", { isPublic: false }))).toEqual([face.id]);
    expect(ids(await t.db.photos.listByUser("u1", { featured: true }))).toEqual([city.id, face.id]);
    expect(ids(await t.db.photos.listByUser("u1", { category: "landscape" }))).toEqual([sea.id]);
    // Search is case-insensitive over title and description, and takes the text literally.
    expect(ids(await t.db.photos.listByUser("u1", { search: "sea" }))).toEqual([face.id, sea.id]);
    expect(ids(await t.db.photos.listByUser("u1", { search: "(1)" }))).toEqual([city.id]);
    expect(ids(await t.db.photos.listByUser("u1", { search: ".*" }))).toEqual([]);
    expect(ids(await t.db.photos.listByUser("u1", { search: "sea", featured: true }))).toEqual([face.id]);
  });

  it("lists public photos of everyone, filtered and limited", async () => {
    const a = await t.db.photos.create({ userId: "u1", title: "A", isPublic: true, category: "nature" });
    await tick();
    await t.db.photos.create({ userId: "u1", title: "Private", category: "nature" });
    await tick();
    const b = await t.db.photos.create({ userId: "u2", title: "B", isPublic: true, featured: true });

    expect((await t.db.photos.listPublic()).map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await t.db.photos.listPublic({ category: "nature" })).map((p) => p.id)).toEqual([a.id]);
    expect((await t.db.photos.listPublic({ featured: true })).map((p) => p.id)).toEqual([b.id]);
    expect((await t.db.photos.listPublic({ limit: 1 })).map((p) => p.id)).toEqual([b.id]);
    expect(await t.db.photos.listAll()).toHaveLength(3);
  });

  it("pages a published set by position: featured first, newest first, either way", async () => {
    const make = async (title: string, fields: { featured?: boolean; isPublic?: boolean; category?: string }) => {
      const photo = await t.db.photos.create({ userId: "u1", title, isPublic: true, ...fields });
      await tick();
      return photo;
    };
    const old = await make("old", { featured: true });
    const a = await make("a", {});
    await make("hidden", { isPublic: false });
    const b = await make("b", { category: "nature" });
    const star = await make("star", { featured: true, category: "nature" });
    await t.db.photos.create({ userId: "u2", title: "other", isPublic: true });
    const titles = (list: { title: string }[]) => list.map((p) => p.title);
    const all = { userId: "u1", order: "featuredFirst" } as const;

    expect(titles(await t.db.photos.listPublished(all))).toEqual(["star", "old", "b", "a"]);
    expect(titles(await t.db.photos.listPublished(all, { after: old, limit: 1 }))).toEqual(["b"]);
    expect(titles(await t.db.photos.listPublished(all, { after: b, backwards: true }))).toEqual([
      "old",
      "star",
    ]);
    expect(titles(await t.db.photos.listPublished(all, { backwards: true, limit: 1 }))).toEqual(["a"]);
    expect(await t.db.photos.countPublished(all)).toBe(4);
    expect(await t.db.photos.countPublished(all, { before: b })).toBe(2);
    expect(await t.db.photos.countPublished(all, { before: star })).toBe(0);
    const nature = { ...all, category: "nature" };
    expect(titles(await t.db.photos.listPublished(nature, { after: star }))).toEqual(["b"]);
    const home = { featured: true, order: "newest" } as const;
    expect(titles(await t.db.photos.listPublished(home))).toEqual(["star", "old"]);
    expect(titles(await t.db.photos.listPublished({ order: "newest" }, { skip: 1, limit: 2 }))).toEqual([
      "star",
      "b",
    ]);
    expect(await t.db.photos.countPublished({ order: "newest" }, { before: a })).toBe(3);
  });

  it("reads a user's photos by id, never another's, published ones only when asked", async () => {
    const lake = await t.db.photos.create({ userId: "u1", title: "lake", isPublic: true });
    const draft = await t.db.photos.create({ userId: "u1", title: "draft", isPublic: false });
    const alley = await t.db.photos.create({ userId: "u2", title: "alley", isPublic: true });
    const ids = [lake.id, draft.id, alley.id, "no-such-photo"];

    expect(await t.db.photos.ownedIds("u1", ids)).toEqual(new Set([lake.id, draft.id]));
    expect(await t.db.photos.ownedIds("u1", [])).toEqual(new Set());
    const titles = (list: { title: string }[]) => list.map((p) => p.title).sort();
    expect(titles(await t.db.photos.findOwnByIds("u1", ids))).toEqual(["draft", "lake"]);
    expect(titles(await t.db.photos.findOwnByIds("u1", ids, { published: true }))).toEqual(["lake"]);
  });

  it("tells whether a published set holds any photo (a gallery's category buttons)", async () => {
    await t.db.photos.create({ userId: "u1", title: "lake", isPublic: true, category: "nature" });
    await t.db.photos.create({ userId: "u1", title: "draft", isPublic: false, category: "street" });
    await t.db.photos.create({ userId: "u2", title: "alley", isPublic: true, category: "street" });

    expect(await t.db.photos.hasPublished({ userId: "u1", category: "nature" })).toBe(true);
    expect(await t.db.photos.hasPublished({ userId: "u1", category: "street" })).toBe(false);
    expect(await t.db.photos.hasPublished({ category: "street" })).toBe(true);
    expect(await t.db.photos.hasPublished({ category: "macro" })).toBe(false);
  });

  it("updates, counts and deletes", async () => {
    const photo = await t.db.photos.create({ userId: "u1", title: "Old", aiAltText: "alt" });
    await t.db.photos.create({ userId: "u1", title: "Other", isPublic: true });
    await t.db.photos.create({ userId: "u2", title: "Theirs" });

    const updated = await t.db.photos.update(photo.id, {
      title: "New",
      tags: ["sea", "blue"],
      isPublic: true,
      aiAltText: null,
      dominantColors: ["#112233"],
    });
    expect(updated).toMatchObject({ title: "New", tags: ["sea", "blue"], isPublic: true, dominantColors: ["#112233"] });
    expect(updated).not.toHaveProperty("aiAltText");
    expect(await t.db.photos.update("missing", { title: "x" })).toBeNull();

    expect(await t.db.photos.countByUser("u1")).toBe(2);
    expect(await t.db.photos.countByUser("u1", { isPublic: true })).toBe(2);
    expect(await t.db.photos.countByUser("u1", { featured: true })).toBe(0);

    expect(await t.db.photos.delete(photo.id)).toBe(true);
    expect(await t.db.photos.findById(photo.id)).toBeNull();
    expect(await t.db.photos.deleteByUser("u1")).toBe(1);
    expect(await t.db.photos.countByUser("u1")).toBe(0);
    expect(await t.db.photos.countByUser("u2")).toBe(1);
  });

  it("takes a new publication key on every write of isPublic, and only then", async () => {
    const photo = await t.db.photos.create({ userId: "u1", title: "Keyed" });
    expect(photo.publicationKey).toMatch(/^[0-9a-f]{24}$/);
    const retitled = await t.db.photos.update(photo.id, { title: "Renamed" });
    expect(retitled!.publicationKey).toBe(photo.publicationKey);
    const published = await t.db.photos.update(photo.id, { isPublic: true });
    const unpublished = await t.db.photos.update(photo.id, { isPublic: false });
    const republished = await t.db.photos.update(photo.id, { isPublic: true });
    const keys = [photo, published, unpublished, republished].map((p) => p!.publicationKey);
    expect(new Set(keys).size).toBe(4);
  });

  it("withholds a suspended owner's public photos under new keys and restores exactly those", async () => {
    const shown = await t.db.photos.create({ userId: "u1", title: "Shown", isPublic: true });
    const hidden = await t.db.photos.create({ userId: "u1", title: "Hidden" });
    const theirs = await t.db.photos.create({ userId: "u2", title: "Theirs", isPublic: true });

    expect(await t.db.photos.withholdPublicOf("u1")).toBe(1);
    const withheld = (await t.db.photos.findById(shown.id))!;
    expect(withheld).toMatchObject({ isPublic: false, publicBeforeSuspension: true });
    expect(withheld.publicationKey).not.toBe(shown.publicationKey);
    expect(await t.db.photos.countPublished({ userId: "u1", order: "newest" })).toBe(0);
    expect((await t.db.photos.findById(theirs.id))!.isPublic).toBe(true);

    expect(await t.db.photos.restoreWithheldOf("u1")).toBe(1);
    const restored = (await t.db.photos.findById(shown.id))!;
    expect(restored.isPublic).toBe(true);
    expect(restored.publicBeforeSuspension).toBeUndefined();
    expect(restored.publicationKey).not.toBe(withheld.publicationKey);
    expect((await t.db.photos.findById(hidden.id))!.isPublic).toBe(false);
    expect(await t.db.photos.restoreWithheldOf("u1")).toBe(0);
  });

  it("gives photos stored before publication keys one, once (start-up migration)", async () => {
    const keyed = await t.db.photos.create({ userId: "u1", title: "Keyed" });
    const legacy = await t.db.photos.create({ userId: "u1", title: "Legacy", isPublic: true });
    await t.db.photos.update(legacy.id, { publicationKey: null });
    expect((await t.db.photos.findById(legacy.id))!.publicationKey).toBeUndefined();

    expect(await t.db.photos.addMissingPublicationKeys()).toBe(1);
    const migrated = (await t.db.photos.findById(legacy.id))!;
    expect(migrated.publicationKey).toMatch(/^[0-9a-f]{24}$/);
    expect(migrated.isPublic).toBe(true);
    expect((await t.db.photos.findById(keyed.id))!.publicationKey).toBe(keyed.publicationKey);
    expect(await t.db.photos.addMissingPublicationKeys()).toBe(0);
    expect((await t.db.photos.findById(legacy.id))!.publicationKey).toBe(migrated.publicationKey);
  });

  it("refuses photos that do not fit the schema", async () => {
    await expect(
      t.db.photos.create({ userId: "u1", title: "x", derivatives: [{ key: "k" }] as never }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(
      t.db.photos.create({ userId: "u1", title: "x", width: "wide" as unknown as number }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await t.db.photos.countByUser("u1")).toBe(0);

    const photo = await t.db.photos.create({ userId: "u1", title: "ok" });
    await expect(
      t.db.photos.update(photo.id, { gps: { lat: "north" } as never }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await t.db.photos.findById(photo.id)).toEqual(photo);
  });
  it("keeps a photo's rights and licence, and refuses ones that do not fit", async () => {
    const photo = await t.db.photos.create({
      userId: "u1",
      title: "Dunes",
      rights: { creator: "Ada Lovelace", webStatement: "https://example.test/rights" },
      license: "CC-BY-4.0",
    });
    expect(await t.db.photos.findById(photo.id)).toMatchObject({
      rights: { creator: "Ada Lovelace", webStatement: "https://example.test/rights" },
      license: "CC-BY-4.0",
    });
    const custom = await t.db.photos.update(photo.id, { license: "https://example.test/licence" });
    expect(custom?.license).toBe("https://example.test/licence");
    const cleared = await t.db.photos.update(photo.id, { rights: null, license: null });
    expect(cleared).not.toHaveProperty("rights");
    expect(cleared).not.toHaveProperty("license");

    await expect(t.db.photos.update(photo.id, { license: "MIT" })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(
      t.db.photos.update(photo.id, { rights: { creator: "x".repeat(1001) } }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(
      t.db.photos.update(photo.id, { rights: { owner: "Ada" } as never }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await t.db.photos.findById(photo.id)).toEqual(cleared);
  });
});

import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pngBomb } from "~/images/__fixtures__/load-fixture";
import { createUser, tracesOf, uploadedFile, tempDataDir } from "./test-support";

const dataDir = tempDataDir("viewfinder-upload-photo-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore, setObjectStore } = await import("~/storage/store.server");
const { uploadPhoto, PhotoInputError } = await import("./index.server");
const { createCustomCategory } = await import("~/services/categories.server");
const { UPLOAD_MESSAGES } = await import("~/utils/photo-view");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("uploader")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (source: string | Buffer, fields: Record<string, unknown> = {}) =>
  uploadPhoto(userId, {
    file: await uploadedFile(source),
    title: "Evening",
    category: "landscape",
    ...fields,
  });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PhotoInputError);
  return error as InstanceType<typeof PhotoInputError>;
}

async function readObject(key: string): Promise<Buffer> {
  const object = await objectStore().get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(["canon-gps.jpg", "meadow.png", "flower.webp", "dune.tiff", "ladybird.heic"])(
  "uploading %s",
  (name) => {
    it("stores a private photo with every derivative in AVIF, WebP and JPEG, carrying only the rights", async () => {
      const view = await upload(name, { description: "<p>Hi <script>x()</script></p>" });
      expect(view).toMatchObject({
        isPublic: false,
        featured: false,
        title: "Evening",
        category: "landscape",
      });
      expect(view.description).toBe("<p>Hi </p>");
      expect(view.imageUrl).toMatch(
        new RegExp(`^/media/photo/${userId}/${view.id}/w\\d+-[0-9a-f]{8}\\.jpg$`),
      );
      expect(view.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(view.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(view.width).toBeGreaterThan(0);

      const { photos } = await db();
      const record = (await photos.findById(view.id))!;
      const formats = new Set(record.derivatives.map((d) => d.format));
      expect(formats).toEqual(new Set(["avif", "webp", "jpeg"]));
      const widths = new Set(record.derivatives.map((d) => d.width));
      expect(record.derivatives).toHaveLength(widths.size * 3);
      for (const format of ["avif", "webp", "jpeg"] as const) {
        expect(view.sources[format].split(", ")).toHaveLength(widths.size);
      }

      const stored = await objectStore().list(`photo/${userId}/${view.id}/`);
      expect(stored.map((o) => o.key).sort()).toEqual(
        [record.originalKey!, ...record.derivatives.map((d) => d.key)].sort(),
      );
      for (const d of record.derivatives) {
        const info = await objectStore().head(d.key);
        expect(info?.cacheControl).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(await readObject(d.key)).metadata();
        // Only the rights written in (ADR 46): the creator falls back to the photographer's name.
        expect(meta.iptc).toBeUndefined();
        expect(meta.xmp?.toString()).toContain("<dc:creator>");
        const written = `${meta.xmp?.toString() ?? ""}${meta.exif?.toString("latin1") ?? ""}`;
        expect(written).not.toMatch(/GPS|Canon|SerialNumber|exif:|tiff:/);
        expect(meta.width).toBe(d.width);
      }
      expect((await objectStore().head(record.originalKey!))?.cacheControl).toBe(
        "private, no-store",
      );
    });
  },
);

describe("what an upload keeps from the camera", () => {
  it("publishes shooting facts, keeps the position private, and the original byte for byte", async () => {
    const view = await upload("canon-gps.jpg");
    const { photos } = await db();
    const record = (await photos.findById(view.id))!;
    expect(record.gps).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(record.takenAt).toBeInstanceOf(Date);
    expect(view.exif?.camera).toMatch(/Canon/);
    expect(view.exif?.takenAt).toBeTruthy();
    expect(JSON.stringify(view)).not.toMatch(/gps|latitude|lat"/i);
    const original = await readObject(record.originalKey!);
    expect(
      original.equals(
        (await import("~/images/__fixtures__/load-fixture")).fixture("canon-gps.jpg"),
      ),
    ).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
  });
});

describe("uploads that are refused leave nothing behind", () => {
  it.each([
    ["an SVG", "drawing.svg", UPLOAD_MESSAGES.invalidType, 415],
    ["text renamed .jpg", "notes-renamed.jpg", UPLOAD_MESSAGES.invalidType, 415],
    ["a truncated JPEG", "truncated.jpg", UPLOAD_MESSAGES.processingError, 422],
  ])("refuses %s with the spec's message", async (_what, name, message, status) => {
    const before = await tracesOf(userId);
    const error = await refusal(upload(name));
    expect([error.message, error.status]).toEqual([message, status]);
    expect(await tracesOf(userId)).toEqual(before);
  });

  it("refuses a 20000×20000 decompression bomb", async () => {
    const before = await tracesOf(userId);
    const error = await refusal(upload(pngBomb()));
    expect([error.message, error.status]).toEqual([UPLOAD_MESSAGES.processingError, 422]);
    expect(await tracesOf(userId)).toEqual(before);
  });

  it("refuses a file over 25MB by its size", async () => {
    const file = await uploadedFile("flower.webp");
    const error = await refusal(
      uploadPhoto(userId, {
        file: { ...file, size: 25 * 1024 * 1024 + 1 },
        title: "Big",
        category: "other",
      }),
    );
    expect([error.message, error.status]).toEqual([UPLOAD_MESSAGES.tooLarge, 413]);
  });

  it("asks for title, category and image together", async () => {
    const file = await uploadedFile("flower.webp");
    for (const input of [
      { file, title: "  ", category: "landscape" },
      { file, title: "Ok", category: "" },
      { file: null, title: "Ok", category: "landscape" },
    ]) {
      expect((await refusal(uploadPhoto(userId, input))).message).toBe(
        UPLOAD_MESSAGES.missingInformation,
      );
    }
  });

  it("files photos only under system categories (not 'all') or the user's own", async () => {
    const stranger = await createUser("stranger");
    const theirs = await createCustomCategory(stranger.id, { label: "Secret Garden" });
    for (const category of ["all", "no-such-category", theirs.categoryId]) {
      expect((await refusal(upload("flower.webp", { category }))).status).toBe(400);
    }
    const mine = await createCustomCategory(userId, { label: "Night Skies" });
    expect((await upload("flower.webp", { category: mine.categoryId })).category).toBe(
      "night-skies",
    );
  });

  it("removes every object written when the store fails half-way", async () => {
    const store = objectStore();
    let puts = 0;
    setObjectStore({
      ...store,
      put: (key, body, options) =>
        ++puts === 5 ? Promise.reject(new Error("disk full")) : store.put(key, body, options),
    });
    const before = await tracesOf(userId);
    try {
      await expect(upload("flower.webp")).rejects.toThrow("disk full");
    } finally {
      setObjectStore(store);
    }
    expect(puts).toBeGreaterThan(5);
    expect(await tracesOf(userId)).toEqual(before);
  });

  it("stores the original once accepted and each derivative as it is made, largest first", async () => {
    const store = objectStore();
    const written: string[] = [];
    setObjectStore({
      ...store,
      put: (key, body, options) => {
        written.push(key.slice(key.lastIndexOf("/") + 1));
        return store.put(key, body, options);
      },
    });
    try {
      await upload("canon-gps.jpg");
    } finally {
      setObjectStore(store);
    }
    expect(written[0]).toBe("original");
    expect(written).toHaveLength(1 + 9);
    expect(written[1]).toMatch(/^w800-/);
  });

  it("removes every object written when the record cannot be created", async () => {
    const { photos } = await db();
    const create = vi.spyOn(photos, "create").mockRejectedValueOnce(new Error("database down"));
    const before = await tracesOf(userId);
    try {
      await expect(upload("flower.webp")).rejects.toThrow("database down");
    } finally {
      create.mockRestore();
    }
    expect(await tracesOf(userId)).toEqual(before);
  });

  it("keeps AI suggestions sent as a JSON array string, trimmed", async () => {
    const view = await upload("flower.webp", {
      aiAltText: " A pink flower ",
      aiTags: '[" flower ", "", "pink"]',
    });
    expect([view.aiAltText, view.aiTags]).toEqual(["A pink flower", ["flower", "pink"]]);
  });
});

import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { logger } from "~/server/log/logger.server";
import { createUser, tempDataDir, tracesOf } from "./test-support";

const dataDir = tempDataDir("viewfinder-bulk-upload-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { bulkUploadPhotos } = await import("./bulk-upload.server");
const { BULK_MAX_FILES, BULK_MESSAGES } = await import("~/utils/bulk-upload");
const { UPLOAD_MESSAGES, MAX_PHOTO_UPLOAD_BYTES } = await import("~/utils/photo-view");

// A photographer of their own per test: a photo one test stored would be another's duplicate.
let userId = "";
let users = 0;
beforeEach(async () => {
  userId = (await createUser(`bulk${++users}`)).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

type Part = { name: string; bytes: Buffer } | string;

/** The post a browser sends for `<input type="file" name="images" multiple>` and a category. */
function post(parts: Part[], category?: string) {
  const form = new FormData();
  if (category) form.set("category", category);
  for (const part of parts) {
    const { name, bytes } = typeof part === "string" ? { name: part, bytes: fixture(part) } : part;
    form.append("images", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  }
  return new Request("http://localhost/my-photos/bulk", { method: "POST", body: form });
}

/** Requests' upload folders inside DATA_DIR (ADR 39). */
const bulkTempDirs = () => readdirSync(path.join(dataDir, "tmp", "uploads"));

/** Every object under the user's folder belongs to a stored photo, and every photo has its own. */
async function expectNothingOrphaned() {
  const { photos } = await db();
  const keys = (await photos.listByUser(userId)).flatMap((p) => [
    p.originalKey!,
    ...p.derivatives.map((d) => d.key),
  ]);
  const stored = (await objectStore().list(`photo/${userId}/`)).map((o) => o.key);
  expect(stored.sort()).toEqual(keys.sort());
}

describe("a bulk upload without JavaScript", () => {
  it("stores the good files, reports each bad one, and leaves nothing behind", async () => {
    const before = await tracesOf(userId);
    const outcome = await bulkUploadPhotos(
      userId,
      post(["canon-gps.jpg", "truncated.jpg", "notes-renamed.jpg", "meadow.png"], "nature"),
    );
    expect(outcome).toMatchObject({
      error: null,
      results: [
        { name: "canon-gps.jpg", ok: true, message: BULK_MESSAGES.uploaded },
        { name: "truncated.jpg", ok: false, message: UPLOAD_MESSAGES.processingError },
        { name: "notes-renamed.jpg", ok: false, message: UPLOAD_MESSAGES.invalidType },
        { name: "meadow.png", ok: true, message: BULK_MESSAGES.uploaded },
      ],
    });
    const { photos } = await db();
    const stored = await photos.listByUser(userId);
    expect(stored.map((p) => [p.title, p.category, p.isPublic]).sort()).toEqual([
      ["canon gps", "nature", false],
      ["meadow", "nature", false],
    ]);
    // Each original is the very file chosen, byte for byte.
    for (const photo of stored) {
      const original = await objectStore().get(photo.originalKey!);
      const chunks: Buffer[] = [];
      for await (const chunk of original!.body) chunks.push(Buffer.from(chunk as Buffer));
      const chosen = photo.title === "meadow" ? "meadow.png" : "canon-gps.jpg";
      expect(Buffer.concat(chunks).equals(fixture(chosen)), photo.title).toBe(true);
    }
    expect((await tracesOf(userId)).records).toBe(before.records + 2);
    await expectNothingOrphaned();
    expect(bulkTempDirs()).toEqual([]);
  });

  it("keeps going when the store fails for one file, removing what that file wrote", async () => {
    const { setObjectStore } = await import("~/storage/store.server");
    const store = objectStore();
    let puts = 0;
    setObjectStore({
      ...store,
      // The first photo's third write fails; the second photo is written normally.
      put: (key, body, options) =>
        ++puts === 3 ? Promise.reject(new Error("disk full")) : store.put(key, body, options),
    });
    const before = await tracesOf(userId);
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const { results } = await bulkUploadPhotos(
        userId,
        post(["flower.webp", "storm-rotated.jpg"]),
      );
      expect(results).toEqual([
        { name: "flower.webp", ok: false, message: UPLOAD_MESSAGES.uploadFailed, status: 500 },
        {
          name: "storm-rotated.jpg",
          ok: true,
          message: BULK_MESSAGES.uploaded,
          title: "storm rotated",
          photoId: expect.any(String),
        },
      ]);
    } finally {
      setObjectStore(store);
      logged.mockRestore();
    }
    expect((await tracesOf(userId)).records).toBe(before.records + 1);
    await expectNothingOrphaned();
  });

  it("processes the files read before one over 25MB and says why the rest were not read", async () => {
    const before = await tracesOf(userId);
    const huge = { name: "huge.jpg", bytes: Buffer.alloc(MAX_PHOTO_UPLOAD_BYTES + 1024, 1) };
    const outcome = await bulkUploadPhotos(userId, post(["flower.webp", huge, "meadow.png"]));
    expect(outcome.results).toEqual([
      {
        name: "flower.webp",
        ok: true,
        message: BULK_MESSAGES.uploaded,
        title: "flower",
        photoId: expect.any(String),
      },
    ]);
    expect(outcome.error).toContain(UPLOAD_MESSAGES.tooLarge);
    expect((await tracesOf(userId)).records).toBe(before.records + 1);
    await expectNothingOrphaned();
  });

  it(`names the files past ${BULK_MAX_FILES} as not uploaded`, async () => {
    const text = (i: number) => ({ name: `note-${i}.jpg`, bytes: Buffer.from("just some text") });
    const parts = Array.from({ length: BULK_MAX_FILES + 2 }, (_, i) => text(i));
    const { results } = await bulkUploadPhotos(userId, post(parts));
    expect(results).toHaveLength(BULK_MAX_FILES + 2);
    expect(
      results.slice(0, BULK_MAX_FILES).every((r) => r.message === UPLOAD_MESSAGES.invalidType),
    ).toBe(true);
    expect(results.slice(BULK_MAX_FILES)).toEqual([
      { name: `note-${BULK_MAX_FILES}.jpg`, ok: false, message: BULK_MESSAGES.tooMany },
      { name: `note-${BULK_MAX_FILES + 1}.jpg`, ok: false, message: BULK_MESSAGES.tooMany },
    ]);
  });

  it("asks for a file when none was chosen, and refuses an unknown category per file", async () => {
    const empty = new FormData();
    empty.append("images", new File([], "", { type: "application/octet-stream" }));
    const none = await bulkUploadPhotos(
      userId,
      new Request("http://localhost/x", { method: "POST", body: empty }),
    );
    expect(none).toMatchObject({ results: [], error: BULK_MESSAGES.noFiles });

    const { results } = await bulkUploadPhotos(userId, post(["flower.webp"], "no-such-category"));
    expect(results).toEqual([
      { name: "flower.webp", ok: false, message: expect.any(String), status: 400 },
    ]);
    await expectNothingOrphaned();
  });

  it("titles each file with the title written into it, else after its name", async () => {
    const outcome = await bulkUploadPhotos(userId, post(["lightroom.jpg", "meadow.png"], "macro"));
    expect(outcome.results).toMatchObject([
      { name: "lightroom.jpg", ok: true, title: "Crown of a falling drop" },
      { name: "meadow.png", ok: true, title: "meadow" },
    ]);
  });
});

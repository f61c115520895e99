import { readFileSync, rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uploadedFile, tempDataDir } from "./test-support";

// ADR 34: an upload answers once every derivative but its widest AVIF is stored; that one is made
// right after, when no upload waits, and listed on the photo — or made at the next start if the
// process stopped first. A photo deleted meanwhile leaves nothing behind.

const dataDir = tempDataDir("viewfinder-deferred-derivatives-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { uploadPhoto, deletePhoto } = await import("./index.server");
const { deferredDerivativesSettled, resumeDeferredDerivatives } =
  await import("./deferred-derivatives.server");

let userId = "";
/** A photograph 2,600 px wide: its widths run to 2560 px. */
let wide: Buffer;
beforeAll(async () => {
  userId = (await createUser("deferrer")).id;
  wide = await sharp(readFileSync(new URL("../../../demo-content/dune-grass.jpg", import.meta.url)))
    .resize(2600)
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  await deferredDerivativesSettled();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (source: string | Buffer) =>
  uploadPhoto(userId, { file: await uploadedFile(source), title: "Dunes", category: "landscape" });

const formatsAt = (photo: { derivatives: { width: number; format: string }[] }, width: number) =>
  photo.derivatives.filter((d) => d.width === width).map((d) => d.format);

const publicVersion = async () => (await db()).dataVersions.read("public");

describe("the widest AVIF, made after the upload", () => {
  it("is missing when the upload answers, then stored and listed on the photo", async () => {
    const view = await upload(wide);
    const { photos } = await db();
    const answered = (await photos.findById(view.id))!;
    expect(answered.derivativesPending).toBe(true);
    expect(formatsAt(answered, 2560)).toEqual(["webp", "jpeg"]);
    expect(formatsAt(answered, 1920)).toEqual(["avif", "webp", "jpeg"]);
    const versionBefore = await publicVersion();

    await deferredDerivativesSettled();
    const done = (await photos.findById(view.id))!;
    expect(done.derivativesPending).toBeUndefined();
    expect(formatsAt(done, 2560).sort()).toEqual(["avif", "jpeg", "webp"]);
    const avif = done.derivatives.find((d) => d.width === 2560 && d.format === "avif")!;
    const object = await objectStore().get(avif.key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, avif.size]).toEqual(["heif", 2560, object!.size]);
    // Pages that list the photo's sources are made again with it.
    expect(await publicVersion()).toBeGreaterThan(versionBefore);
  });

  it("leaves no file behind when the photo is deleted before it is made", async () => {
    const view = await upload(wide);
    await deletePhoto(userId, view.id);
    await deferredDerivativesSettled();
    expect(await objectStore().list(`photo/${userId}/${view.id}/`)).toEqual([]);
    expect(await (await db()).photos.findById(view.id)).toBeNull();
  });

  it("is made at the next start when the process stopped before making it", async () => {
    const view = await upload(wide);
    await deferredDerivativesSettled();
    const { photos } = await db();
    // As a process that stopped right after answering leaves it: marked, no AVIF at 2560 px.
    const photo = (await photos.findById(view.id))!;
    const avif = photo.derivatives.find((d) => d.width === 2560 && d.format === "avif")!;
    await objectStore().delete(avif.key);
    await photos.update(view.id, {
      derivatives: photo.derivatives.filter((d) => d !== avif),
      derivativesPending: true,
    });

    await resumeDeferredDerivatives();
    await deferredDerivativesSettled();
    const resumed = (await photos.findById(view.id))!;
    expect(resumed.derivativesPending).toBeUndefined();
    expect(resumed.derivatives.filter((d) => d.width === 2560 && d.format === "avif")).toEqual([
      avif,
    ]);
    expect(await objectStore().head(avif.key)).not.toBeNull();
  });

  it("is not deferred for a photo no wider than 1920 px", async () => {
    const view = await upload("canon-gps.jpg");
    const photo = (await (await db()).photos.findById(view.id))!;
    expect(photo.derivativesPending).toBeUndefined();
    expect(formatsAt(photo, 800)).toEqual(["avif", "webp", "jpeg"]);
  });
});

import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, tempDataDir, tracesOf, uploadedFile } from "./test-support";

// ADR 39: what a process that died left half written is removed at the next start, and nothing
// that belongs to a photo record is.

const dataDir = tempDataDir("viewfinder-interrupted-writes-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { uploadPhoto } = await import("./index.server");
const { removeInterruptedWrites } = await import("./interrupted-writes.server");
const { deferredDerivativesSettled } = await import("./deferred-derivatives.server");
const { makeUploadTempFolder, uploadTempRoot } = await import("./upload-temp-folders.server");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("interrupted")).id;
});
afterAll(async () => {
  await deferredDerivativesSettled();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const writing = () => path.join(dataDir, "storage", ".writing");

it("removes a noted upload's files when it has no record, keeps a stored photo's, and drops temp files and upload folders", async () => {
  const { uploadsInProgress } = await db();
  const store = objectStore();
  const kept = await uploadPhoto(userId, {
    file: await uploadedFile("canon-gps.jpg"),
    title: "Kept",
    category: "landscape",
  });
  const stored = await tracesOf(userId);
  expect(stored.records).toBe(1);

  // As a killed process leaves them: one upload noted and half written, with no record; another
  // whose record was created just before the kill, its note not yet removed; a temp file.
  await uploadsInProgress.begin("half-written", userId);
  await store.put(`photo/${userId}/half-written/original`, Buffer.from("jpeg"), {
    contentType: "image/jpeg",
  });
  await uploadsInProgress.begin(kept.id, userId);
  writeFileSync(path.join(writing(), ".w640-1a2b3c4d.avif.0a1b2c3d4e5f.tmp"), "partial");
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(path.join(writing(), ".w640-1a2b3c4d.avif.0a1b2c3d4e5f.tmp"), minuteAgo, minuteAgo);
  // The body of an upload being read, and a bulk upload's parts, as the parser wrote them.
  const upload = await makeUploadTempFolder("upload");
  writeFileSync(path.join(upload, "upload"), "partial body");
  const bulk = await makeUploadTempFolder("bulk");
  mkdirSync(path.join(bulk, "nested"));
  writeFileSync(path.join(bulk, "part-0"), "first file");
  for (const file of [path.join(upload, "upload"), upload, path.join(bulk, "part-0"), bulk]) {
    utimesSync(file, minuteAgo, minuteAgo);
  }
  expect(readdirSync(uploadTempRoot())).toHaveLength(2);

  await removeInterruptedWrites();

  expect(await tracesOf(userId)).toEqual(stored);
  expect(await store.list(`photo/${userId}/half-written/`)).toEqual([]);
  expect(await uploadsInProgress.startedBefore(new Date(Date.now() + 1000))).toEqual([]);
  expect(readdirSync(writing())).toEqual([]);
  expect(readdirSync(uploadTempRoot())).toEqual([]);
});

it("forgets an upload once it is stored, and once a refused one is cleaned up", async () => {
  const { uploadsInProgress } = await db();
  await uploadPhoto(userId, {
    file: await uploadedFile("canon-gps.jpg"),
    title: "Stored",
    category: "landscape",
  });
  await expect(
    uploadPhoto(userId, {
      file: await uploadedFile(Buffer.from("not an image")),
      title: "Refused",
      category: "landscape",
    }),
  ).rejects.toThrow();
  expect(await uploadsInProgress.startedBefore(new Date(Date.now() + 1000))).toEqual([]);
});

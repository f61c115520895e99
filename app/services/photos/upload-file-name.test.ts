import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir, uploadedFile } from "./test-support";

/**
 * The name a photo was uploaded as (ADR 66): kept on the record, as its base name only, by the
 * one-photo and the multi-file upload, for the photographer's selections; never in what a
 * visitor is shown.
 */
const dataDir = tempDataDir("viewfinder-upload-file-name-");
const { db, closeDatabase } = await import("~/data/db.server");
const { uploadPhoto } = await import("./index.server");
const { bulkUploadPhotos } = await import("./bulk-upload.server");
const { publicView, portfolioPhotos } = await import("~/services/gallery/public-photos.server");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("namer")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = async (photoId: string) => (await (await db()).photos.findById(photoId))!;

describe("the uploaded file's name", () => {
  it("is kept as its base name beside a title of the photographer's own", async () => {
    const file = await uploadedFile("canon-gps.jpg");
    const view = await uploadPhoto(userId, {
      // Some browsers and API clients send the whole path.
      file: { ...file, name: "C:\\Clients\\Smith\\DSC_0042.jpg" },
      title: "Sunset over the bay",
      category: "landscape",
    });
    expect(await stored(view.id)).toMatchObject({
      title: "Sunset over the bay",
      originalFileName: "DSC_0042.jpg",
    });
  });

  it("is kept by the multi-file upload for each file", async () => {
    const form = new FormData();
    form.set("category", "landscape");
    for (const name of ["DSC_0100.jpg", "DSC_0101.png"]) {
      const bytes = fixture(name.endsWith("png") ? "meadow.png" : "flower.webp");
      form.append("images", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    }
    const request = new Request("http://localhost/my-photos/bulk", { method: "POST", body: form });
    const { results } = await bulkUploadPhotos(userId, request);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const names = await Promise.all(
      results.map(async (result) => (await stored(result.photoId!)).originalFileName),
    );
    expect(names).toEqual(["DSC_0100.jpg", "DSC_0101.png"]);
  });

  it("is never shown to a visitor", async () => {
    const { photos, users } = await db();
    const named = (await photos.listByUser(userId)).find((p) => p.title === "Sunset over the bay");
    await photos.update(named!.id, { isPublic: true });
    const owner = (await users.findById(userId))!;
    const seen = [await publicView(await stored(named!.id), owner), await portfolioPhotos(owner)];
    expect(seen[0]).not.toBeNull();
    expect(JSON.stringify(seen)).toContain("Sunset over the bay");
    expect(JSON.stringify(seen)).not.toContain("DSC_0042");
  });
});

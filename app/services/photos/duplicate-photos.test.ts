import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir, uploadedFile } from "./test-support";

const dataDir = tempDataDir("viewfinder-duplicates-");
const { db, closeDatabase } = await import("~/data/db.server");
const { uploadPhoto } = await import("./upload-photo.server");
const { findDuplicates } = await import("./duplicate-photos.server");
const { uploadChosenPhotos } = await import("./bulk-upload.server");
const { UPLOAD_DUPLICATES_FIELD, duplicateMessage } = await import("~/utils/duplicate-photos");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const upload = async (userId: string, name: string, title: string, chosenSha256?: string) =>
  uploadPhoto(userId, {
    file: await uploadedFile(name),
    title,
    category: "nature",
    chosenSha256,
  });

let userId = "";
let users = 0;
beforeEach(async () => {
  userId = (await createUser(`dup${++users}`)).id;
});

describe("duplicate uploads", () => {
  it("keeps the SHA-256 of the bytes received, and the browser's hash of the file as chosen", async () => {
    const { photos } = await db();
    const plain = await upload(userId, "meadow.png", "Meadow");
    expect((await photos.findById(plain.id))?.sha256).toBe(sha256(fixture("meadow.png")));
    expect((await photos.findById(plain.id))?.chosenSha256).toBeUndefined();

    // The browser re-encoded a PNG it was given: it declares the chosen file's hash beside it.
    const chosen = "AB".repeat(32);
    const reencoded = await upload(userId, "flower.webp", "Flower", chosen);
    const stored = await photos.findById(reencoded.id);
    expect(stored?.sha256).toBe(sha256(fixture("flower.webp")));
    expect(stored?.chosenSha256).toBe(chosen.toLowerCase());

    // Anything that is not a hash is dropped, never stored.
    const junk = await upload(userId, "canon-gps.jpg", "Junk", "not-a-hash");
    expect((await photos.findById(junk.id))?.chosenSha256).toBeUndefined();
  });

  it("finds a photographer's own photos by either hash, and nobody else's", async () => {
    const meadow = await upload(userId, "meadow.png", "Meadow");
    const chosen = "cd".repeat(32);
    const flower = await upload(userId, "flower.webp", "Flower", chosen);
    const other = (await createUser(`other${users}`)).id;
    await upload(other, "canon-gps.jpg", "Someone else's");

    const asked = [sha256(fixture("meadow.png")), chosen, sha256(fixture("canon-gps.jpg"))];
    expect(await findDuplicates(userId, asked)).toEqual([
      { sha256: asked[0], photoId: meadow.id, title: "Meadow" },
      { sha256: chosen, photoId: flower.id, title: "Flower" },
    ]);
    expect(await findDuplicates(userId, ["ef".repeat(32)])).toEqual([]);
    expect(await findDuplicates(userId, [])).toEqual([]);
  });

  it("without JavaScript, skips a file already uploaded unless duplicates are asked for", async () => {
    await upload(userId, "meadow.png", "Meadow");
    const post = (files: string[], extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("category", "nature");
      for (const [name, value] of Object.entries(extra)) form.set(name, value);
      for (const name of files)
        form.append("images", new File([new Uint8Array(fixture(name))], name));
      return new Request("http://localhost/my-photos", { method: "POST", body: form });
    };
    const options = { missingMessage: "Missing" };

    const first = await uploadChosenPhotos(
      userId,
      post(["meadow.png", "flower.webp", "flower.webp"]),
      options,
    );
    expect(first.results).toEqual([
      { name: "meadow.png", ok: false, skipped: true, message: duplicateMessage("Meadow") },
      {
        name: "flower.webp",
        ok: true,
        message: "Uploaded",
        title: "flower",
        photoId: expect.any(String),
      },
      // The same file twice in one post is stored once.
      { name: "flower.webp", ok: false, skipped: true, message: duplicateMessage("flower") },
    ]);

    const anyway = await uploadChosenPhotos(
      userId,
      post(["meadow.png"], { [UPLOAD_DUPLICATES_FIELD]: "on", title: "Meadow again" }),
      options,
    );
    expect(anyway.results).toEqual([
      {
        name: "meadow.png",
        ok: true,
        message: "Uploaded",
        title: "Meadow again",
        photoId: expect.any(String),
      },
    ]);
    const { photos } = await db();
    const titles = (await photos.listByUser(userId)).map((p) => p.title).sort();
    expect(titles).toEqual(["Meadow", "Meadow again", "flower"]);
  });
});

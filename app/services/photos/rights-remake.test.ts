import { readFileSync, rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir, uploadedFile } from "./test-support";

// ADR 48: the copies carry the rights as they are when made — the deferred AVIF too, rebuilt from
// the stored photo and user — and are re-made, one photo at a time in the background, when what
// they carry changes; work a stopped process left is picked up at the next start.

const dataDir = tempDataDir("viewfinder-rights-remake-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore, readObject } = await import("~/storage/store.server");
const { uploadPhoto } = await import("./index.server");
const { deferredDerivativesSettled, resumeDeferredDerivatives, stopDeferredDerivatives } =
  await import("./deferred-derivatives.server");
const { photoRightsChanged, photographerRightsChanged, rightsProgress } =
  await import("./rights-changes.server");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("remaker")).id;
});
afterAll(async () => {
  await deferredDerivativesSettled();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (source: string | Buffer) => {
  const view = await uploadPhoto(userId, {
    file: await uploadedFile(source),
    title: "Remade",
    category: "landscape",
  });
  await deferredDerivativesSettled();
  return (await (await db()).photos.findById(view.id))!;
};

const xmpOf = async (key: string) =>
  (await sharp(await readObject(key)).metadata()).xmp?.toString() ?? "";

const keysOf = (photo: { derivatives: { key: string }[] }) => photo.derivatives.map((d) => d.key);

describe("re-making a photo's copies when their rights change", () => {
  it("writes the deferred AVIF with the photographer's name as it is when it is made", async () => {
    const wide = await sharp(
      readFileSync(new URL("../../../demo-content/dune-grass.jpg", import.meta.url)),
    )
      .resize(2600)
      .jpeg({ quality: 80 })
      .toBuffer();
    const photo = await upload(wide);
    const { photos, users } = await db();
    // As a process that stopped before making it leaves it, and the name changed since.
    const avif = photo.derivatives.find((d) => d.width === 2560 && d.format === "avif")!;
    await objectStore().delete(avif.key);
    await photos.update(photo.id, {
      derivatives: photo.derivatives.filter((d) => d !== avif),
      derivativesPending: true,
    });
    await users.update(userId, { firstName: "Grace" });

    await resumeDeferredDerivatives();
    await deferredDerivativesSettled();
    const done = (await photos.findById(photo.id))!;
    const made = done.derivatives.find((d) => d.width === 2560 && d.format === "avif")!;
    expect(await xmpOf(made.key)).toContain("Grace remaker");
    await users.update(userId, { firstName: "Ada" });
  });

  it("re-makes every copy left marked by a stopped process at the next start, and deletes the old files", async () => {
    const photo = await upload("lightroom.jpg");
    expect(await xmpOf(photo.derivatives[0]!.key)).toContain("© 2024 Élodie Marchand");
    const { photos } = await db();
    await photos.update(photo.id, {
      rights: { ...photo.rights, copyrightNotice: "© 2026 Someone Else" },
      rightsPending: true,
    });

    await resumeDeferredDerivatives();
    await deferredDerivativesSettled();
    const remade = (await photos.findById(photo.id))!;
    expect(remade.rightsPending).toBeUndefined();
    expect(remade.rightsEmbedHash).not.toBe(photo.rightsEmbedHash);
    expect(remade.derivatives.map((d) => `${d.width} ${d.format}`)).toEqual(
      photo.derivatives.map((d) => `${d.width} ${d.format}`),
    );
    for (const key of keysOf(remade)) {
      expect(keysOf(photo)).not.toContain(key);
      expect(await xmpOf(key)).toContain("© 2026 Someone Else");
    }
    const stored = (await objectStore().list(`photo/${userId}/${photo.id}/`)).map((o) => o.key);
    expect(stored.sort()).toEqual([remade.originalKey!, ...keysOf(remade)].sort());
  });

  it("leaves copies alone when what they carry is the same, and a name change alone re-makes only photos that name no creator", async () => {
    const named = await upload("lightroom.jpg"); // names Élodie Marchand
    const unnamed = await upload("meadow.png"); // names no one: the photographer's name stands in
    await photographerRightsChanged(userId);
    await deferredDerivativesSettled();
    const { photos, users } = await db();
    expect(keysOf((await photos.findById(named.id))!)).toEqual(keysOf(named));
    expect(keysOf((await photos.findById(unnamed.id))!)).toEqual(keysOf(unnamed));

    await users.update(userId, { lastName: "Lovelace" });
    await photographerRightsChanged(userId);
    await deferredDerivativesSettled();
    expect(keysOf((await photos.findById(named.id))!)).toEqual(keysOf(named));
    const renamed = (await photos.findById(unnamed.id))!;
    expect(keysOf(renamed)).not.toEqual(keysOf(unnamed));
    expect(await xmpOf(renamed.derivatives[0]!.key)).toContain("Ada Lovelace");
  });

  it("counts the photos still to do against those the update started with", async () => {
    const { photos, users } = await db();
    const mine = await photos.listByUser(userId);
    // Held still between two photos: marked, not yet made.
    await stopDeferredDerivatives();
    await users.update(userId, { embedRights: false });
    await photographerRightsChanged(userId);
    expect(await rightsProgress(userId)).toEqual({ done: 0, total: mine.length });
    await photos.update(mine[0]!.id, { rightsPending: null });
    expect(await rightsProgress(userId)).toEqual({ done: 1, total: mine.length });

    await resumeDeferredDerivatives();
    await deferredDerivativesSettled();
    expect(await rightsProgress(userId)).toBeNull();
    // Rights turned off: no copy carries any metadata any more.
    for (const photo of (await photos.listByUser(userId)).slice(1))
      for (const key of keysOf(photo)) expect(await xmpOf(key)).toBe("");
  });

  it("gives up on a photo whose original is gone, rather than showing progress for ever", async () => {
    const { photos, users } = await db();
    await users.update(userId, { embedRights: true });
    const photo = await upload("lightroom.jpg");
    await objectStore().delete(photo.originalKey!);
    await photos.update(photo.id, { rights: { creator: "Someone Else" } });
    await photoRightsChanged(photo.id);
    await deferredDerivativesSettled();
    const after = (await photos.findById(photo.id))!;
    expect(after.rightsPending).toBeUndefined();
    expect(keysOf(after)).toEqual(keysOf(photo));
    expect(await rightsProgress(userId)).toBeNull();
  });
});

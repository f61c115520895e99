import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { openSqliteEngine } from "~/data/sqlite-engine.server";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createLocalStore } from "~/storage/local-store.server";
import type { ObjectStore } from "~/storage/object-store";
import { openCollection, type CollectionSpec } from "./collections.server";
import { canonicalDocument } from "./document-codec";
import { documentsInIdOrder } from "./document-pages.server";
import type { Installation } from "./installation.server";
import { allObjects } from "./object-pages.server";

/**
 * Tests only. Fills the process-wide installation (DATA_DIR set by the caller before any import)
 * through the app's own services, as people using the site would: an administrator, a
 * photographer with a custom category and photos through the upload pipeline (derivatives and
 * all), a collection of them with a share link (a guest's favourite and its activity) and their
 * portfolio order, a contact message and the mails it sends, a hero banner and a selection, page views, a Google connection with an
 * import job, a session and a password-reset link.
 */
export async function seedInstallation() {
  const { db } = await import("~/data/db.server");
  const { ensureAdmin } = await import("~/server/bootstrap.server");
  const { createUser, uploadedFile } = await import("~/services/photos/test-support");
  const { uploadPhoto, setPhotoPublic, setPhotoFeatured } =
    await import("~/services/photos/index.server");
  const { createCustomCategory } = await import("~/services/categories.server");
  const { createCollection, setCollectionPhotos } =
    await import("~/services/collections/own-collections.server");
  const { setPortfolioOrder } = await import("~/services/collections/portfolio-order.server");
  const { createShareLink } = await import("~/services/share-links/own-links.server");
  const { submitContactMessage } = await import("~/services/contact.server");
  const { createHeroFromImage } = await import("~/services/heroes/index.server");
  const { enqueueImport } = await import("~/services/google-photos/import/index.server");
  const { commitSession, newSession } = await import("~/services/session.server");

  await ensureAdmin();
  const ana = await createUser("ana");
  const category = await createCustomCategory(ana.id, { label: "Dunes" });
  const dune = await uploadPhoto(ana.id, {
    file: await uploadedFile("canon-gps.jpg"),
    title: "Dune at noon",
    category: category.categoryId,
    description: "<p>Hot <em>sand</em></p>",
  });
  await setPhotoPublic(ana.id, dune.id, true);
  await setPhotoFeatured(ana.id, dune.id, true);
  const meadow = await uploadPhoto(ana.id, {
    file: await uploadedFile("meadow.png"),
    title: "Meadow",
    category: "landscape",
  });
  const series = await createCollection(ana.id, { title: "Sand and grass", visibility: "public" });
  await setCollectionPhotos(ana.id, series.id, [meadow.id, dune.id]);
  const link = await createShareLink(ana.id, series.id, {
    label: "For Bo",
    downloads: "web",
    favourites: true,
    favouritesLimit: 10,
  });
  await setPortfolioOrder(ana.id, [meadow.id, dune.id]);
  await submitContactMessage(
    {
      name: "Bo",
      email: "bo@example.test",
      subject: "Prints",
      message: "Do you sell prints?",
      portfolioUserId: ana.id,
    },
    "127.0.0.1",
  );
  const hero = await createHeroFromImage(fixture("flower.webp"), {
    name: "flower",
    title: "Flower",
    isDefault: true,
  });
  const database = await db();
  // A guest of the link with a commented favourite, and the link's activity (ADR 66).
  const guest = await database.linkGuests.create({
    linkId: link.id,
    userId: ana.id,
    name: "Bo",
    email: "bo@example.test",
  });
  await database.linkFavourites.add({
    linkId: link.id,
    guestId: guest.id,
    userId: ana.id,
    photoId: meadow.id,
  });
  await database.linkFavourites.setComment(guest.id, meadow.id, "Brighter, please");
  await database.linkGuests.markSent(guest.id);
  await database.linkActivity.record({
    linkId: link.id,
    userId: ana.id,
    kind: "favourite",
    address: "127.0.0.0/24",
  });
  await database.heroSelections.set(ana.id, {
    kind: "global",
    heroImageId: hero.id,
    name: hero.name,
    description: hero.description,
    url: hero.url,
  });
  await database.pageViews.record("portfolio", ana.id, ana.id);
  await database.googleConnections.save({
    userId: ana.id,
    accessToken: "sealed-access-token",
    refreshToken: "sealed-refresh-token",
    expiresAt: new Date("2030-01-02T03:04:05.678Z"),
    scope: "photospicker.mediaitems.readonly",
  });
  await database.googleConnections.recordSync(ana.id, ["IMG_1.jpg: not found"]);
  await enqueueImport(ana.id, [
    {
      googleId: "g-1",
      filename: "IMG_1.jpg",
      mimeType: "image/jpeg",
      baseUrl: "http://127.0.0.1:9/d",
      metadata: {
        createTime: new Date("2024-05-06T07:08:09.010Z"),
        cameraMake: "Canon",
        focalLength: 35,
      },
    },
  ]);
  const session = await newSession();
  session.set("userId", ana.id);
  await commitSession(session);
  // A link still usable for an hour: moves keep it, backups leave it out.
  await database.passwordResets.create({
    userId: ana.id,
    token: "seeded-reset-token",
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  // The site's own settings and an invitation link travel with it too.
  await database.siteSettings.update({ siteName: "Dune Studio", registration: "invite" });
  await database.invitations.create({ token: "seeded-invitation-token", createdBy: ana.id });
  // A publishing script's key (ADR 68), kept hashed through backups and moves.
  await database.apiTokens.create({
    userId: ana.id,
    name: "Studio Lightroom",
    scope: "write",
    expiresAt: null,
    token: "vf_seeded-api-token",
    prefix: "vf_seeded",
  });
  return { userId: ana.id, photoId: dune.id };
}

async function objectBytes(store: ObjectStore, key: string): Promise<Buffer> {
  const object = await store.get(key);
  if (!object) throw new Error(`${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every document of `specs`, canonically encoded, in _id order. */
export async function documentsOf(
  installation: Installation,
  spec: CollectionSpec,
): Promise<string[]> {
  const lines: string[] = [];
  const collection = await openCollection(installation.engine, spec);
  for await (const doc of documentsInIdOrder(collection)) lines.push(canonicalDocument(doc));
  return lines;
}

/** Asserts that two installations hold the same documents in `specs` and the same objects. */
export async function expectSameContents(
  a: Installation,
  b: Installation,
  specs: readonly CollectionSpec[],
) {
  for (const spec of specs) {
    const [left, right] = [await documentsOf(a, spec), await documentsOf(b, spec)];
    expect(right, spec.name).toEqual(left);
  }
  const keys = async (store: ObjectStore) => {
    const all: string[] = [];
    for await (const { key } of allObjects(store)) all.push(key);
    return all;
  };
  const [leftKeys, rightKeys] = [await keys(a.store), await keys(b.store)];
  expect(rightKeys).toEqual(leftKeys);
  for (const key of leftKeys) {
    expect((await objectBytes(b.store, key)).equals(await objectBytes(a.store, key)), key).toBe(
      true,
    );
    const [left, right] = [await a.store.head(key), await b.store.head(key)];
    expect({ type: right?.contentType, cache: right?.cacheControl }, key).toEqual({
      type: left?.contentType,
      cache: left?.cacheControl,
    });
  }
}

export { objectBytes };

/**
 * Embedded installations (database and local files) for one test file, each in its own folder
 * under one work folder. `close()` (in the file's afterAll, before removing any folder an
 * installation uses) closes them all and removes the work folder.
 */
export function embeddedInstallations(prefix: string) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const open: Installation[] = [];
  return {
    work,
    /** An installation in `dir`, or in a fresh folder. */
    async embedded(dir = mkdtempSync(path.join(work, "target-"))): Promise<Installation> {
      const installation = {
        engine: await openSqliteEngine(dir),
        store: createLocalStore(path.join(dir, "storage")),
      };
      open.push(installation);
      return installation;
    },
    async close() {
      for (const installation of open) await installation.engine.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

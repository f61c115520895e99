import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The photographer's share link screens against the built server (`npm run build` first;
 * docs/product.md#share-links): a guest's selection seeded in the store shows on
 * /my-photos/collections/{id}/selections with its comment, e-mail, Lightroom filter and CSV link,
 * and a view through the link shows on the link's activity page with the client's network only.
 * Another photographer gets 404 for both.
 */
const PASSWORD = "screens-password-1";
const TOKEN = "t".repeat(43);
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-share-link-screens-"));
let server: RunningServer;
let ana = "";
let vic = "";
let collectionId = "";
let linkId = "";

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  const users: Record<string, string> = {};
  for (const name of ["ana", "vic"]) {
    const user = await database.users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
      firstName: name,
      lastName: "Lens",
    });
    users[name] = user.id;
  }
  const userId = users.ana!;
  const photoIds: string[] = [];
  // Named by the camera, titled by the photographer: the selections name the files (ADR 66).
  for (const [originalFileName, title] of [
    ["DSC_0001.jpg", "First look"],
    ["DSC_0002.jpg", "Vows"],
    ["DSC_0003.jpg", "Sunset over the bay"],
  ]) {
    const photo = await database.photos.create({
      userId,
      title,
      originalFileName,
      category: "nature",
      isPublic: false,
    });
    photoIds.push(photo.id);
  }
  const collection = await database.photoCollections.create({
    userId,
    title: "Lens wedding",
    slug: "lens-wedding",
    photoIds,
  });
  collectionId = collection.id;
  const link = await database.shareLinks.create({
    token: TOKEN,
    userId,
    collectionId,
    label: "Lens family",
    downloads: "none",
    favourites: true,
    watermark: false,
    expiresAt: null,
    passwordHash: null,
  });
  linkId = link.id;
  const guest = await database.linkGuests.create({
    linkId,
    userId,
    name: "Mira Lens",
    email: "mira@example.test",
  });
  for (const photoId of [photoIds[2]!, photoIds[0]!]) {
    await database.linkFavourites.add({ linkId, guestId: guest.id, userId, photoId });
  }
  await database.linkFavourites.setComment(guest.id, photoIds[0]!, "Warmer, please");
  await database.linkGuests.markSent(guest.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
  ana = await signIn(server, "ana@example.test", PASSWORD);
  vic = await signIn(server, "vic@example.test", PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (pathname: string, cookie: string) =>
  fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });

describe("share link screens", () => {
  it("shows a guest's selection with its comment, Lightroom filter and CSV", async () => {
    const answer = await get(`/my-photos/collections/${collectionId}/selections`, ana);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Mira Lens");
    expect(html).toContain('href="mailto:mira@example.test"');
    expect(html).toContain("Lens family");
    expect(html).toContain("Warmer, please");
    // In the collection's order, as Lightroom Classic's Library filter takes it.
    expect(html).toMatch(/<textarea[^>]*>DSC_0001 OR DSC_0003<\/textarea>/);
    const csvPath = `/api/collections/${collectionId}/selections.csv`;
    expect(html).toContain(`href="${csvPath}"`);
    const csv = await get(csvPath, ana);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(
      "Lens family,Mira Lens,mira@example.test,DSC_0001,First look",
    );
  });

  it("lists a view through the link with the client's network on its activity page", async () => {
    expect((await fetch(`${server.url}/s/${TOKEN}`)).status).toBe(200);
    const answer = await get(
      `/my-photos/collections/${collectionId}/links/${linkId}/activity`,
      ana,
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Viewed");
    expect(html).toContain("127.0.0.0/24");
    expect(html).not.toContain("127.0.0.1");
    const list = await get(`/my-photos/collections/${collectionId}/links`, ana);
    expect(await list.text()).toContain("1 view · 0 downloads · 2 favourites");
  });

  it("answers 404 to another photographer", async () => {
    for (const pathname of [
      `/my-photos/collections/${collectionId}/selections`,
      `/my-photos/collections/${collectionId}/links`,
      `/my-photos/collections/${collectionId}/links/${linkId}/activity`,
    ]) {
      expect((await get(pathname, vic)).status, pathname).toBe(404);
    }
  });
});

import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

/**
 * A guest's changes through the pages' action (ADR 66), below HTTP: the guest's cookie, the
 * limit, comments, the selection mailed to the local inbox and stored as a message, what the
 * photographer lists, and the link's activity with reduced addresses.
 */
const dataDir = tempDataDir("viewfinder-guest-actions-");
const { db, closeDatabase } = await import("~/data/db.server");
const { createShareLink } = await import("./own-links.server");
const { submitGuestAction } = await import("./guest-actions.server");
const { listSelections, selectionsCsv } = await import("./selections.server");
const { listLinkActivity } = await import("./link-activity.server");
const { deletePhoto } = await import("~/services/photos/delete-photo.server");
const { createCollection, setCollectionPhotos } =
  await import("~/services/collections/own-collections.server");

let userId = "";
let collectionId = "";
let url = "";
let linkId = "";
const photoIds: string[] = [];
beforeAll(async () => {
  userId = (await createUser("proofer")).id;
  const { photos } = await db();
  // Titled by the photographer, named by the camera; the third was stored before uploads kept
  // the file's name, so its title stands for it (ADR 66).
  for (const [title, originalFileName] of [
    ["First look", "IMG_1.jpg"],
    ["Vows", "IMG_2.JPG"],
    ["IMG_3", undefined],
  ] as const) {
    const photo = await photos.create({
      userId,
      title,
      category: "nature",
      isPublic: false,
      ...(originalFileName ? { originalFileName } : {}),
    });
    photoIds.push(photo.id);
  }
  collectionId = (await createCollection(userId, { title: "Proofs" })).id;
  await setCollectionPhotos(userId, collectionId, photoIds);
  const link = await createShareLink(userId, collectionId, {
    label: "Client",
    favourites: true,
    favouritesLimit: 2,
  });
  url = link.url;
  linkId = link.id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

let cookie = "";
async function act(fields: Record<string, string>, address = "203.0.113.9") {
  const request = new Request(`http://localhost${url}/selection`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  const answer = await submitGuestAction(request, url.slice("/s/".length), address);
  const setCookie = answer.headers.get("Set-Cookie");
  if (setCookie) cookie = setCookie.split(";")[0]!;
  return answer;
}

describe("a guest's favourites", () => {
  it("asks who the guest is first, then keeps them in a cookie on the link's path", async () => {
    expect(
      (await act({ intent: "favourite", photoId: photoIds[0]!, on: "1", reply: "json" })).status,
    ).toBe(403);
    const invalid = await act({ intent: "guest", name: " ", email: "bo@example.test" });
    expect(invalid.headers.get("Location")).toBe(`${url}/selection?notice=guest-invalid`);
    const given = await act({
      intent: "guest",
      name: "Bo",
      email: "bo@example.test",
      back: `${url}/photos/${photoIds[0]}`,
    });
    expect(given.status).toBe(303);
    expect(given.headers.get("Location")).toBe(`${url}/photos/${photoIds[0]}`);
    expect(given.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^vf_guest=.*Path=${url}; .*HttpOnly`),
    );
  });

  it("marks up to the limit and refuses the next, changing nothing", async () => {
    expect(
      (await act({ intent: "favourite", photoId: photoIds[0]!, on: "1", reply: "json" })).status,
    ).toBe(200);
    expect(
      (await act({ intent: "comment", photoId: photoIds[1]!, comment: "=crop", reply: "json" }))
        .status,
    ).toBe(200);
    const over = await act({ intent: "favourite", photoId: photoIds[2]!, on: "1", reply: "json" });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ notice: "limit" });
    const { linkFavourites } = await db();
    expect(await linkFavourites.countByLink(linkId)).toBe(2);
  });

  it("does not count a favourite whose photo left the collection", async () => {
    await setCollectionPhotos(userId, collectionId, [photoIds[1]!, photoIds[2]!]);
    const freed = await act({ intent: "favourite", photoId: photoIds[2]!, on: "1", reply: "json" });
    expect(freed.status).toBe(200);
    await act({ intent: "favourite", photoId: photoIds[2]!, on: "0", reply: "json" });
    await setCollectionPhotos(userId, collectionId, photoIds);
  });

  it("sends the selection to the photographer's inbox and Messages", async () => {
    const sent = await act({ intent: "send" });
    expect(sent.headers.get("Location")).toBe(`${url}/selection?notice=sent`);
    const { emails, messages } = await db();
    const [mail] = await emails.list({ limit: 1 });
    expect(mail).toMatchObject({ to: "proofer@example.test", replyTo: "bo@example.test" });
    expect(mail!.text).toContain("IMG_1 OR IMG_2");
    expect(mail!.text).toContain("- IMG_2: =crop");
    expect((await messages.list({ portfolioUserId: userId }))[0]?.subject).toBe(
      "Bo sent their selection: Proofs",
    );
  });

  it("lists the selection for the photographer, as JSON and CSV", async () => {
    const [selection] = await listSelections(userId, collectionId);
    expect(selection).toMatchObject({
      link: { id: linkId, label: "Client" },
      guest: { name: "Bo", email: "bo@example.test" },
      lightroomFilter: "IMG_1 OR IMG_2",
      photos: [
        { photoId: photoIds[0], title: "First look", fileName: "IMG_1", comment: null },
        { photoId: photoIds[1], title: "Vows", fileName: "IMG_2", comment: "=crop" },
      ],
    });
    expect(selection!.sentAt).not.toBeNull();
    const csv = await selectionsCsv(userId, collectionId);
    expect(csv.split("\r\n")[2]).toMatch(/^Client,Bo,bo@example.test,IMG_2,Vows,'=crop,\d{4}-/);
  });

  it("names a photo stored before file names were kept by its title", async () => {
    await act({ intent: "favourite", photoId: photoIds[0]!, on: "0", reply: "json" });
    const commented = { intent: "comment", photoId: photoIds[2]!, comment: "Old", reply: "json" };
    expect((await act(commented)).status).toBe(200);
    const [selection] = await listSelections(userId, collectionId);
    expect(selection!.lightroomFilter).toBe("IMG_2 OR IMG_3");
    expect(selection!.photos.map((photo) => photo.fileName)).toEqual(["IMG_2", "IMG_3"]);
  });

  it("forgets the favourites of a deleted photo", async () => {
    const { linkFavourites } = await db();
    expect(await linkFavourites.countByLink(linkId)).toBe(2);
    await deletePhoto(userId, photoIds[2]!);
    expect(await linkFavourites.countByLink(linkId)).toBe(1);
    const [selection] = await listSelections(userId, collectionId);
    expect(selection!.lightroomFilter).toBe("IMG_2");
  });

  it("keeps the link's activity with the address reduced", async () => {
    const entries = await listLinkActivity(userId, collectionId, linkId);
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(["favourite"]));
    for (const entry of entries) expect(entry.address).toBe("203.0.113.0/24");
  });
});

import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoView } from "~/utils/photo-view";
import { createUser, uploadedFile, tempDataDir } from "./test-support";

const dataDir = tempDataDir("viewfinder-serve-media-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { commitSession, newSession } = await import("~/services/session.server");
const photos = await import("./index.server");

let ownerId = "";
let ownerCookie = "";
let otherCookie = "";

async function signedIn(userId: string): Promise<string> {
  const session = await newSession();
  session.set("userId", userId);
  return (await commitSession(session)).split(";")[0]!;
}

beforeAll(async () => {
  ownerId = (await createUser("shooter")).id;
  ownerCookie = await signedIn(ownerId);
  otherCookie = await signedIn((await createUser("visitor")).id);
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (key: string, cookie?: string, method = "GET") =>
  photos.serveMedia(
    new Request(`http://localhost/media/${key}`, {
      method,
      headers: cookie ? { Cookie: cookie } : {},
    }),
    key,
  );

async function uploaded() {
  const view = await photos.uploadPhoto(ownerId, {
    file: await uploadedFile("flower.webp"),
    title: "Flower",
    category: "macro",
  });
  const { photos: repository } = await db();
  const record = (await repository.findById(view.id))!;
  return { view, record, derivative: view.imageUrl.replace(/^\/media\//, "") };
}

const PUBLIC_IMMUTABLE = "public, max-age=31536000, immutable";
const PRIVATE_IMMUTABLE = "private, max-age=31536000, immutable";
/** `/media/{key}` → `{key}`: what the media route is asked for. */
const keyOf = (url: string) => url.replace(/^\/media\//, "");

/** Every URL a photo view hands out: the display JPEG and each srcset entry. */
const urlsOf = (view: PhotoView) => [
  view.imageUrl,
  ...Object.values(view.sources).flatMap((set: string) =>
    set.split(", ").map((entry) => entry.split(" ")[0]!),
  ),
];

async function statusFor(url: string, cookie?: string) {
  return (await get(keyOf(url), cookie)).status;
}

describe("serving photo media", () => {
  it("serves a private photo's derivatives to its owner only, privately", async () => {
    const { derivative } = await uploaded();
    for (const cookie of [undefined, otherCookie]) {
      const response = await get(derivative, cookie);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const mine = await get(derivative, ownerCookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("cache-control")).toBe(PRIVATE_IMMUTABLE);
  });

  it("serves a public photo to anyone under its publication key, immutable", async () => {
    const { view, derivative } = await uploaded();
    const published = await photos.setPhotoPublic(ownerId, view.id, true);
    const { publicationKey } = (await (await db()).photos.findById(view.id))!;
    const urls = urlsOf(published);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      expect(url).toMatch(
        new RegExp(`^/media/p/${view.id}/${publicationKey}/w\\d+-[0-9a-f]{8}\\.`),
      );
      const response = await get(keyOf(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control")).toBe(PUBLIC_IMMUTABLE);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const head = await get(keyOf(published.imageUrl), undefined, "HEAD");
    expect([head.status, head.body]).toEqual([200, null]);
    // The store's own path stays the owner's, never publicly cacheable.
    expect((await get(derivative)).status).toBe(404);
    expect((await get(derivative, otherCookie)).status).toBe(404);
    expect((await get(derivative, ownerCookie)).headers.get("cache-control")).toBe(
      PRIVATE_IMMUTABLE,
    );
  });

  it("kills a public URL for good when the photo goes private; republishing gives new URLs", async () => {
    const { view } = await uploaded();
    const first = await photos.setPhotoPublic(ownerId, view.id, true);
    expect(await statusFor(first.imageUrl)).toBe(200);

    const hidden = await photos.setPhotoPublic(ownerId, view.id, false);
    for (const cookie of [undefined, otherCookie, ownerCookie]) {
      for (const url of urlsOf(first)) expect(await statusFor(url, cookie), url).toBe(404);
    }
    // The owner still sees it, at URLs no shared cache may keep.
    expect(hidden.imageUrl).toMatch(new RegExp(`^/media/photo/${ownerId}/${view.id}/`));
    const mine = await get(keyOf(hidden.imageUrl), ownerCookie);
    expect([mine.status, mine.headers.get("cache-control")]).toEqual([200, PRIVATE_IMMUTABLE]);

    const again = await photos.setPhotoPublic(ownerId, view.id, true);
    expect(again.imageUrl).not.toBe(first.imageUrl);
    for (const url of urlsOf(first)) expect(await statusFor(url), url).toBe(404);
    expect(await statusFor(again.imageUrl)).toBe(200);

    await photos.deletePhoto(ownerId, view.id);
    for (const cookie of [undefined, ownerCookie]) {
      expect(await statusFor(again.imageUrl, cookie)).toBe(404);
    }
  });

  it("answers 404 for published URLs with a wrong key, photo or name", async () => {
    const { view, record } = await uploaded();
    const published = await photos.setPhotoPublic(ownerId, view.id, true);
    const other = await uploaded();
    await photos.setPhotoPublic(ownerId, other.view.id, true);
    const { publicationKey } = (await (await db()).photos.findById(view.id))!;
    const name = published.imageUrl.split("/").at(-1)!;
    for (const key of [
      `p/${view.id}/${"0".repeat(24)}/${name}`,
      `p/${other.view.id}/${publicationKey}/${name}`,
      `p/${view.id}/${publicationKey}/original`,
      `p/${view.id}/${publicationKey}/stray.jpg`,
      `p/${view.id}/${publicationKey}/${name}/more`,
      `p/${view.id}/${publicationKey}`,
      `p/${view.id}`,
    ]) {
      expect((await get(key, ownerCookie)).status, key).toBe(404);
    }
    expect(record.originalKey).toBeDefined();
  });

  it("never serves the original publicly; its owner gets it uncached", async () => {
    const { view, record } = await uploaded();
    await photos.setPhotoPublic(ownerId, view.id, true);
    const key = record.originalKey!;
    expect(key).toBe(`photo/${ownerId}/${view.id}/original`);
    expect((await get(key)).status).toBe(404);
    expect((await get(key, otherCookie)).status).toBe(404);
    const mine = await get(key, ownerCookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("content-type")).toBe("image/webp");
  });

  it("answers 404 for keys no record names, wrong owners and malformed paths", async () => {
    const { view, derivative } = await uploaded();
    // An object in the folder that the record does not list is not served.
    await objectStore().put(`photo/${ownerId}/${view.id}/stray.jpg`, Buffer.from("x"), {
      contentType: "image/jpeg",
    });
    const name = derivative.split("/").at(-1)!;
    for (const key of [
      `photo/${ownerId}/${view.id}/stray.jpg`,
      `photo/someone-else/${view.id}/${name}`,
      `photo/${ownerId}/${view.id}`,
      `photo/${ownerId}/../${view.id}/${name}`,
      `avatars/${ownerId}/${name}`,
      "",
    ]) {
      expect((await get(key, ownerCookie)).status, key).toBe(404);
    }
    expect((await get(derivative, undefined, "POST")).status).toBe(405);
  });

  it("lets a new rule serve another prefix", async () => {
    await objectStore().put("avatar/u1/a.webp", Buffer.from("x"), { contentType: "image/webp" });
    const rule = {
      prefix: "avatar",
      authorize: async () => ({ cacheControl: "public, max-age=60" }),
    };
    const response = await photos.serveMedia(
      new Request("http://localhost/media/avatar/u1/a.webp"),
      "avatar/u1/a.webp",
      [...photos.MEDIA_RULES, rule],
    );
    expect([response.status, response.headers.get("cache-control")]).toEqual([
      200,
      "public, max-age=60",
    ]);
  });
});

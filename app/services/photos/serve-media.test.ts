import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(mine.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });

  it("serves a public photo's derivatives to anyone, immutable, and stops when it goes private", async () => {
    const { view, derivative } = await uploaded();
    await photos.setPhotoPublic(ownerId, view.id, true);
    const response = await get(derivative);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const head = await get(derivative, undefined, "HEAD");
    expect([head.status, head.body]).toEqual([200, null]);
    await photos.setPhotoPublic(ownerId, view.id, false);
    expect((await get(derivative)).status).toBe(404);
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
    await photos.setPhotoPublic(ownerId, view.id, true);
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

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * What a visitor may see of a photo (docs/decisions/0015-photo-rule-and-publication-keys.md),
 * against the built server (`npm run build` first): a private photo chosen as hero and avatar shows
 * through no public call, and a public photo's URLs die for good when it goes private or is
 * deleted.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "visibility-password-1";
const SECRET_TITLE = "Secret lagoon at night";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-photo-visibility-"));
let server: RunningServer;
const ids = { ana: "", secret: "", open: "" };

let opened: ReturnType<typeof openDatabase> | undefined;
const database = () => (opened ??= openDatabase({ dataDir }));

/** A processed-looking photo: its derivatives are real files in the store. */
async function seedPhoto(userId: string, title: string, isPublic: boolean) {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const { photos } = await database();
  const photo = await photos.create({ userId, title, category: "nature", isPublic });
  const jpegKey = `photo/${userId}/${photo.id}/w800-0a1b2c3d.jpg`;
  const webpKey = `photo/${userId}/${photo.id}/w640-0a1b2c3e.webp`;
  await store.put(jpegKey, readFileSync(path.join(FIXTURES, "canon-gps.jpg")), {
    contentType: "image/jpeg",
  });
  await store.put(webpKey, readFileSync(path.join(FIXTURES, "flower.webp")), {
    contentType: "image/webp",
  });
  await photos.update(photo.id, {
    derivatives: [
      { key: jpegKey, width: 800, height: 500, format: "jpeg", size: 49852 },
      { key: webpKey, width: 640, height: 481, format: "webp", size: 13692 },
    ],
  });
  return photo.id;
}

beforeAll(async () => {
  const { users } = await database();
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ["ana", "vic"]) {
    const user = await users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
    });
    if (name === "ana") ids.ana = user.id;
  }
  ids.secret = await seedPhoto(ids.ana, SECRET_TITLE, false);
  ids.open = await seedPhoto(ids.ana, "Open sea", true);
  await (await database()).close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, cookie?: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    redirect: "manual",
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });
const postJson = (url: string, cookie: string, body: unknown, method = "POST") =>
  call(url, cookie, {
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
const cookieOf = async (name: string) =>
  cookieFrom(
    await call("/login", undefined, {
      method: "POST",
      body: new URLSearchParams({
        name__confirm: "",
        email: `${name}@example.test`,
        password: PASSWORD,
      }),
    }),
  );

interface ListedPhoto {
  id: string;
  title: string;
  imageUrl: string;
  sources: Record<string, string>;
}
const urlsOf = (photo: ListedPhoto) => [
  photo.imageUrl,
  ...Object.values(photo.sources)
    .filter(Boolean)
    .flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0]!)),
];

describe("a private photo chosen as hero and as avatar", () => {
  let owner = "";
  const ownUrl = () => `/media/photo/${ids.ana}/${ids.secret}/w800-0a1b2c3d.jpg`;

  beforeAll(async () => {
    owner = await cookieOf("ana");
    expect(owner).not.toBe("");
    const hero = await postJson("/api/user/hero-image/set-custom", owner, { photoId: ids.secret });
    expect(hero.status).toBe(200);
    const avatar = await postJson("/api/user/profile-image/set-custom", owner, {
      photoId: ids.secret,
    });
    expect(avatar.status).toBe(200);
  });

  it("shows through no public call: neither its title nor its URL", async () => {
    const stranger = await cookieOf("vic");
    for (const cookie of [undefined, stranger]) {
      const selection = await call(`/api/user/hero-selection/${ids.ana}`, cookie);
      expect(selection.status).toBe(404);
      const pages = [
        selection,
        await call("/ana", cookie),
        await call("/api/portfolio/ana", cookie),
        await call(`/api/portfolio/${ids.ana}`, cookie),
        await call("/api/portfolio/ana/photos", cookie),
        await call("/api/photos", cookie),
        await call("/?featured=all", cookie),
        await call("/sitemap.xml", cookie),
      ];
      for (const response of pages) {
        const body = await response.text();
        expect(body, response.url).not.toContain(SECRET_TITLE);
        expect(body, response.url).not.toContain(ids.secret);
      }
      expect((await call(`/ana/photos/${ids.secret}`, cookie)).status).toBe(404);
      expect((await call(ownUrl(), cookie)).status).toBe(404);
    }
    // The avatar is the owner's chosen, public picture: a copy, never the photo's own URL.
    const profile = await (await call("/api/portfolio/ana")).json();
    expect(profile.profileImage).toMatch(new RegExp(`^/avatars/${ids.ana}/[0-9a-f]{16}\\.webp$`));
  });

  it("is still shown to its owner, at a URL no shared cache keeps", async () => {
    const selection = await call(`/api/user/hero-selection/${ids.ana}`, owner);
    expect(selection.status).toBe(200);
    expect(selection.headers.get("cache-control")).toBe("private, no-store");
    expect(await selection.json()).toMatchObject({ name: SECRET_TITLE, url: ownUrl() });
    expect(await (await call("/api/user/hero-selection", owner)).json()).toMatchObject({
      url: ownUrl(),
    });
    expect(await (await call("/ana", owner)).text()).toContain(ownUrl());
    const image = await call(ownUrl(), owner);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toMatch(/^private,/);
  });
});

describe("a public photo's URLs", () => {
  const listed = async () => {
    const photos: ListedPhoto[] = await (await call("/api/portfolio/ana/photos")).json();
    return photos.find((p) => p.id === ids.open);
  };

  it("die for good when it goes private or is deleted; republishing gives new ones", async () => {
    const owner = await cookieOf("ana");
    const first = (await listed())!;
    const published = new RegExp(`^/media/p/${ids.open}/[0-9a-f]{24}/w\\d+-[0-9a-f]{8}\\.`);
    for (const url of urlsOf(first)) {
      expect(url).toMatch(published);
      const image = await call(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }

    const hide = await postJson(`/api/user/photos/${ids.open}/public`, owner, { isPublic: false });
    expect(hide.status).toBe(200);
    expect(await listed()).toBeUndefined();
    for (const cookie of [undefined, owner]) {
      for (const url of urlsOf(first)) expect((await call(url, cookie)).status, url).toBe(404);
    }

    const show = await postJson(`/api/user/photos/${ids.open}/public`, owner, { isPublic: true });
    const again: ListedPhoto = await show.json();
    expect(again.imageUrl).toMatch(published);
    expect(again.imageUrl).not.toBe(first.imageUrl);
    for (const url of urlsOf(first)) expect((await call(url)).status, url).toBe(404);
    expect((await call(again.imageUrl)).status).toBe(200);
    expect((await listed())!.imageUrl).toBe(again.imageUrl);

    const gone = await call(`/api/user/photos/${ids.open}`, owner, { method: "DELETE" });
    expect(gone.status).toBe(200);
    for (const cookie of [undefined, owner]) {
      expect((await call(again.imageUrl, cookie)).status).toBe(404);
    }
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { createLocalStore } from "~/storage/local-store.server";
import { hashPassword } from "~/services/passwords.server";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * The account JSON API and page actions against the built server (`npx remix build` first).
 * Heroes, users and photos are written into the embedded database and the local store before the
 * server starts: there is no admin upload yet to create heroes through.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const PASSWORD = "account-password-1";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-account-api-"));
const storageDir = path.join(dataDir, "storage");
let server: RunningServer;
const ids = { ada: "", bo: "", cy: "", adaPhoto: "", boPhoto: "", cyPhoto: "" };
const heroes = { dunes: "", forest: "" };

/** A processed-looking photo: its derivatives are real files in the store. */
async function seedPhoto(
  store: ReturnType<typeof createLocalStore>,
  userId: string,
  title: string,
) {
  const { photos } = await database();
  const photo = await photos.create({ userId, title, category: "nature", isPublic: true });
  const jpegKey = `photo/${userId}/${photo.id}/w800-0a1b2c3d.jpg`;
  const webpKey = `photo/${userId}/${photo.id}/w640-0a1b2c3e.webp`;
  await store.put(jpegKey, fixture("canon-gps.jpg"), { contentType: "image/jpeg" });
  await store.put(webpKey, fixture("flower.webp"), { contentType: "image/webp" });
  await photos.update(photo.id, {
    originalSize: 49852,
    derivatives: [
      { key: jpegKey, width: 800, height: 500, format: "jpeg", size: 49852 },
      { key: webpKey, width: 640, height: 481, format: "webp", size: 13692 },
    ],
  });
  return photo.id;
}

let opened: ReturnType<typeof openDatabase> | undefined;
const database = () => (opened ??= openDatabase({ dataDir }));

beforeAll(async () => {
  const { users, heroImages } = await database();
  const store = createLocalStore(storageDir);
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ["ada", "bo", "cy"] as const) {
    const user = await users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
    });
    ids[name] = user.id;
  }
  ids.adaPhoto = await seedPhoto(store, ids.ada, "Blinds");
  ids.boPhoto = await seedPhoto(store, ids.bo, "Bo's photo");
  ids.cyPhoto = await seedPhoto(store, ids.cy, "Cy's photo");
  const dunes = await heroImages.create({
    name: "Dunes",
    title: "Sand at dusk",
    url: "/media/hero/dunes.jpg",
    isDefault: true,
    colors: [{ hex: "#c2a27a", percentage: 60 }],
    dominantColor: "#c2a27a",
    colorAnalysisComplete: true,
  });
  const forest = await heroImages.create({ name: "Forest", url: "/media/hero/forest.jpg" });
  heroes.dunes = dunes.id;
  heroes.forest = forest.id;
  await (await database()).close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(name: string, password = PASSWORD): Promise<Response> {
  return fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ name__confirm: "", email: `${name}@example.test`, password }),
    redirect: "manual",
  });
}
const cookieOf = async (name: string) => cookieFrom(await signIn(name));

const call = (url: string, cookie?: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    redirect: "manual",
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });
const postJson = (url: string, cookie: string | undefined, body: unknown) =>
  call(url, cookie, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
const postForm = (url: string, cookie: string, fields: Record<string, string>) =>
  call(url, cookie, { method: "POST", body: new URLSearchParams(fields) });

function imageForm(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set("profileImage", new Blob([new Uint8Array(bytes)]), name);
  return form;
}
/**
 * An oversized upload on its own connection: the server stops reading at the limit and drops the
 * socket, which would break the next request fetch sends over the same kept-alive connection.
 */
async function uploadOnFreshConnection(cookie: string, bytes: Buffer) {
  const boundary = "----viewfinder-avatar";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="big.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}/api/user/profile-image/upload`,
      {
        method: "POST",
        agent: false,
        headers: { Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The server may close while this is still being written: the answer is what matters.
    req.on("error", reject);
    req.end(body);
  });
}

const uploadAvatar = (cookie: string | undefined, bytes: Buffer, name: string) =>
  call("/api/user/profile-image/upload", cookie, { method: "POST", body: imageForm(bytes, name) });

describe("global heroes", () => {
  it("lists the curated heroes and the default for anyone", async () => {
    const list = await (await call("/api/hero-images")).json();
    expect(list.map((h: { name: string }) => h.name)).toEqual(["Dunes", "Forest"]);
    expect(list[0]).toMatchObject({ is_default: true, colorAnalysisComplete: true });
    expect(list[0]).not.toHaveProperty("storageKey");
    const fallback = await call("/api/hero-images/default");
    expect(fallback.status).toBe(200);
    expect(await fallback.json()).toMatchObject({ id: heroes.dunes, url: "/media/hero/dunes.jpg" });
  });
});

describe("the hero selection", () => {
  it("answers 401 signed out and 404 before a choice (the client then shows the default)", async () => {
    expect((await call("/api/user/hero-selection")).status).toBe(401);
    const ada = await cookieOf("ada");
    const none = await call("/api/user/hero-selection", ada);
    expect(none.status).toBe(404);
    expect(await none.json()).toHaveProperty("message");
    expect((await call(`/api/user/hero-selection/${ids.ada}`)).status).toBe(404);
  });

  it("sets a global hero, seen by the owner and, through the user id, by visitors", async () => {
    const ada = await cookieOf("ada");
    const set = await postJson("/api/user/hero-image/set-global", ada, {
      heroImageId: heroes.forest,
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      success: true,
      message: "Hero image updated",
      heroImageName: "Forest",
    });
    const mine = await (await call("/api/user/hero-selection", ada)).json();
    expect(mine).toMatchObject({
      id: heroes.forest,
      kind: "global",
      url: "/media/hero/forest.jpg",
    });
    const publicView = await (await call(`/api/user/hero-selection/${ids.ada}`)).json();
    expect(publicView.url).toBe("/media/hero/forest.jpg");
  });

  it("refuses unknown heroes, other users' photos and signed-out callers", async () => {
    const ada = await cookieOf("ada");
    const unknown = await postJson("/api/user/hero-image/set-global", ada, { heroImageId: "nope" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Hero image not found");
    const foreign = await postJson("/api/user/hero-image/set-custom", ada, {
      photoId: ids.boPhoto,
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).message).toBe("Photo not found");
    const anonymous = await postJson("/api/user/hero-image/set-global", undefined, {
      heroImageId: heroes.dunes,
    });
    expect(anonymous.status).toBe(401);
  });

  it("sets one of the user's own photos, served from its public JPEG", async () => {
    const ada = await cookieOf("ada");
    const set = await postJson("/api/user/hero-image/set-custom", ada, { photoId: ids.adaPhoto });
    expect(await set.json()).toMatchObject({ success: true, heroImageName: "Blinds" });
    const mine = await (await call("/api/user/hero-selection", ada)).json();
    expect(mine).toMatchObject({ id: `custom-${ids.adaPhoto}`, kind: "custom" });
    // A public photo: served under its publication key (docs/product.md#image-pipeline).
    expect(mine.url).toMatch(
      new RegExp(`^/media/p/${ids.adaPhoto}/[0-9a-f]{24}/w800-0a1b2c3d\\.jpg$`),
    );
  });

  it("extracts the own photo's palette once, then offers Re-extract", async () => {
    const ada = await cookieOf("ada");
    const before = await (await call("/account?tab=hero", ada)).text();
    expect(before).toContain("Extract Color Palette");
    const extract = await postForm("/account?tab=hero", ada, { intent: "extract-palette" });
    expect(extract.status).toBe(200);
    const after = await (await call("/account?tab=hero", ada)).text();
    expect(after).toContain("Re-extract");
    expect(after).toMatch(/account-swatch__chip" style="background:#[0-9a-f]{6}/);
  });

  it("chooses a hero through the page form, as a browser without JavaScript does", async () => {
    const ada = await cookieOf("ada");
    const chosen = await postForm("/account?tab=hero", ada, {
      intent: "set-hero",
      heroId: heroes.dunes,
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain("Dunes is now your portfolio");
    const mine = await (await call("/api/user/hero-selection", ada)).json();
    expect(mine.id).toBe(heroes.dunes);
  });
});

describe("the profile picture", () => {
  it("uploads, serves it immutable, and deletes the previous one on replace", async () => {
    const bo = await cookieOf("bo");
    const first = await uploadAvatar(bo, fixture("meadow.png"), "meadow.png");
    expect(first.status).toBe(200);
    const { profileImageUrl: firstUrl } = await first.json();
    expect(firstUrl).toMatch(new RegExp(`^/avatars/${ids.bo}/[a-f0-9]{16}\\.webp$`));
    const served = await call(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");

    const second = await uploadAvatar(bo, fixture("flower.webp"), "flower.webp");
    const { profileImageUrl: secondUrl } = await second.json();
    expect(secondUrl).not.toBe(firstUrl);
    expect((await call(firstUrl)).status).toBe(404);
    const me = await (await call("/api/auth/user", bo)).json();
    expect(me.profileImageUrl).toBe(secondUrl);
  });

  it("refuses a non-image and a file over 5 MB with the spec's words", async () => {
    const bo = await cookieOf("bo");
    const text = await uploadAvatar(bo, fixture("notes-renamed.jpg"), "notes.jpg");
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ message: "Please select an image file." });
    const big = await uploadOnFreshConnection(bo, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      title: "File Too Large",
      message: "Please select an image smaller than 5MB.",
    });
    // A tiny body: the 401 is sent unread, and a large unread body would spoil the kept-alive socket.
    expect((await uploadAvatar(undefined, Buffer.from("x"), "m.png")).status).toBe(401);
  });

  it("uses one of the user's own photos, never someone else's", async () => {
    const bo = await cookieOf("bo");
    const own = await postJson("/api/user/profile-image/set-custom", bo, { photoId: ids.boPhoto });
    expect(own.status).toBe(200);
    const { profileImageUrl } = await own.json();
    expect((await call(profileImageUrl)).status).toBe(200);
    const foreign = await postJson("/api/user/profile-image/set-custom", bo, {
      photoId: ids.adaPhoto,
    });
    expect(foreign.status).toBe(404);
  });

  it("answers 404 for paths that are not avatars", async () => {
    expect((await call(`/avatars/${ids.bo}/../../session-secret`)).status).toBe(404);
    expect((await call(`/avatars/${ids.bo}/0123456789abcdef.webp`)).status).toBe(404);
  });
});

describe("settings", () => {
  it("changes the password, rotating this session and ending the others", async () => {
    const elsewhere = await cookieOf("cy");
    const here = await cookieOf("cy");
    const wrong = await postForm("/account?tab=settings", here, {
      intent: "change-password",
      currentPassword: "not-my-password",
      newPassword: "brand-new-password",
      confirmPassword: "brand-new-password",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect.");

    const changed = await postForm("/account?tab=settings", here, {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "brand-new-password",
      confirmPassword: "brand-new-password",
    });
    expect(changed.status).toBe(302);
    const rotated = cookieFrom(changed);
    expect(rotated).not.toBe(here);
    expect((await call("/api/auth/user", rotated)).status).toBe(200);
    expect((await call("/api/auth/user", here)).status).toBe(401);
    expect((await call("/api/auth/user", elsewhere)).status).toBe(401);
    expect((await signIn("cy")).headers.get("location")).toBeNull();
    expect((await signIn("cy", "brand-new-password")).status).toBe(302);
  });

  it("deletes the account with its photos, files, hero and sessions", async () => {
    const cy = cookieFrom(await signIn("cy", "brand-new-password"));
    await uploadAvatar(cy, fixture("meadow.png"), "meadow.png");
    await postJson("/api/user/hero-image/set-custom", cy, { photoId: ids.cyPhoto });
    expect(existsSync(path.join(storageDir, "avatar", ids.cy))).toBe(true);

    const refused = await postForm("/account?tab=settings", cy, {
      intent: "delete-account",
      confirmUsername: "someone-else",
    });
    expect(refused.status).toBe(400);
    const deleted = await postForm("/account?tab=settings", cy, {
      intent: "delete-account",
      confirmUsername: "cy",
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/");
    expect((await call("/api/auth/user", cy)).status).toBe(401);
    expect((await call(`/api/user/hero-selection/${ids.cy}`)).status).toBe(404);
    expect((await signIn("cy", "brand-new-password")).headers.get("location")).toBeNull();
    // Empty folders may stay behind in the local store; files may not.
    const filesUnder = (dir: string) => {
      const folder = path.join(storageDir, dir, ids.cy);
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      );
    };
    expect(filesUnder("photo")).toEqual([]);
    expect(filesUnder("avatar")).toEqual([]);
    expect(
      filesUnder("photo").length + readdirSync(path.join(storageDir, "photo")).length,
    ).toBeGreaterThan(0);
  });
});

import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { seedPhoto } from "./seed-photo";
import { fetchBytes } from "./fetch-bytes";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The portfolio toggle of the watermark (docs/decisions/0065-watermarks.md, 2026-11-27
 * amendment) against the built server (`npm run build` first): with "Also on my public
 * portfolio" on, every public image of the photographer — portfolio, photo page, og:image, home
 * gallery, collection page — is at a `wm-` URL that serves the marked copy, the plain URL answers 404, and the
 * cached pages follow the save at once; turned off, plain URLs again. Another photographer's
 * portfolio never changes, and the owner's original is the upload.
 */

const PASSWORD = "portfolio-watermarks-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-portfolio-wm-"));
let server: RunningServer;
let cookie = "";
const ids = { ana: "", anaPhoto: "", anaPrivate: "", bo: "", boPhoto: "" };

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetchBytes(server, pathname, headers);

const saveWatermark = async (fields: Record<string, string>) => {
  const response = await fetch(`${server.url}/account?tab=settings&form=watermark`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  expect(response.status, await response.text()).toBe(200);
};

const MARK = { kind: "text", text: "© Ana", position: "center", size: "60", opacity: "1" };

/** The public image URLs of a photo that a page names (src, srcset, og:image). */
async function imagesOn(pathname: string, photoId: string) {
  const page = await get(pathname);
  expect(page.status, pathname).toBe(200);
  const html = page.body.toString("utf8");
  return [...new Set(html.match(new RegExp(`/media/p/${photoId}/[\\w-]+/[\\w.-]+`, "g")) ?? [])];
}

const ogImage = async (pathname: string) =>
  (await get(pathname)).body
    .toString("utf8")
    .match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? null;

const ORIGINAL = readFileSync(path.resolve(__dirname, "../../app/images/__fixtures__/meadow.png"));
/** Visits `pathname` until the public page cache answers it (a shuffled page keeps several). */
async function expectCached(pathname: string) {
  const answers: (string | null)[] = [];
  for (let visit = 0; visit < 8 && !answers.includes("HIT"); visit++) {
    answers.push((await get(pathname)).headers.get("x-cache"));
  }
  expect(answers, pathname).toContain("HIT");
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  for (const name of ["ana", "bo"] as const) {
    const user = await database.users.create({
      email: `${name}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      username: name,
      firstName: name === "ana" ? "Ana" : "Bo",
      lastName: "Lens",
    });
    ids[name] = user.id;
  }
  const seeds = [
    ["anaPhoto", ids.ana, "Ana dawn", true],
    ["anaPrivate", ids.ana, "Ana draft", false],
    ["boPhoto", ids.bo, "Bo dusk", true],
  ] as const;
  for (const [id, userId, title, isPublic] of seeds) {
    ids[id] = await seedPhoto(dataDir, database, { userId, title, isPublic });
  }
  await database.photoCollections.create({
    userId: ids.ana,
    title: "Coast",
    slug: "coast",
    visibility: "public",
    photoIds: [ids.anaPhoto],
  });
  const original = `photo/${ids.ana}/${ids.anaPhoto}/original`;
  await createLocalStore(path.join(dataDir, "storage")).put(original, ORIGINAL, {
    contentType: "image/png",
  });
  await database.photos.update(ids.anaPhoto, { originalKey: original, originalMime: "image/png" });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookie = await signIn(server, "ana@example.test", PASSWORD);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the watermark on the public portfolio", () => {
  let plain: string[] = [];
  let plainBytes = Buffer.alloc(0);
  let marked: string[] = [];

  it("is off by default: a saved watermark leaves the public images plain", async () => {
    plain = await imagesOn("/ana", ids.anaPhoto);
    expect(plain.length).toBeGreaterThan(0);
    expect(await imagesOn("/", ids.anaPhoto)).toEqual(plain);
    // Cached now: a save must drop these pages, or they would name URLs that answer 404.
    for (const page of ["/ana", "/", `/ana/photos/${ids.anaPhoto}`]) await expectCached(page);
    await saveWatermark(MARK);
    expect(await imagesOn("/ana", ids.anaPhoto)).toEqual(plain);
    const image = await get(plain[0]!);
    expect(image.status).toBe(200);
    plainBytes = image.body;
  });

  it("when on, every public image of the photographer is at a wm- URL with the mark burnt in", async () => {
    await saveWatermark({ ...MARK, onPortfolio: "on" });
    marked = await imagesOn("/ana", ids.anaPhoto);
    expect(marked.length).toBe(plain.length);
    for (const url of marked) expect(url).toMatch(/\/wm-[0-9a-f]{8}-w\d+-[0-9a-f]{8}\.jpg$/);
    expect(await imagesOn(`/ana/photos/${ids.anaPhoto}`, ids.anaPhoto)).toEqual(marked);
    expect(await ogImage(`/ana/photos/${ids.anaPhoto}`)).toMatch(/\/wm-[0-9a-f]{8}-/);
    expect(await imagesOn("/ana/collections/coast", ids.anaPhoto)).toEqual(marked);
    expect(await imagesOn("/", ids.anaPhoto)).toEqual(marked);

    const image = await get(marked[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.body.length).toBeGreaterThan(0);
    expect(image.body.equals(plainBytes)).toBe(false);
  });

  it("answers 404 for the plain URL, another settings' name and a private photo", async () => {
    expect((await get(plain[0]!)).status).toBe(404);
    expect((await get(marked[0]!.replace(/wm-[0-9a-f]{8}-/, "wm-00000000-"))).status).toBe(404);
    const privateName = marked[0]!.replace(ids.anaPhoto, ids.anaPrivate);
    expect((await get(privateName)).status).toBe(404);
  });

  it("leaves another photographer's portfolio as it was", async () => {
    const theirs = await imagesOn("/bo", ids.boPhoto);
    expect(theirs.length).toBeGreaterThan(0);
    for (const url of theirs) {
      expect(url).not.toContain("/wm-");
      expect((await get(url)).status).toBe(200);
    }
    expect(await imagesOn("/", ids.boPhoto)).toEqual(theirs);
    const hash = marked[0]!.match(/wm-[0-9a-f]{8}-/)![0];
    const borrowed = theirs[0]!.replace(/\/([^/]+)$/, `/${hash}$1`);
    expect((await get(borrowed)).status).toBe(404);
  });

  it("leaves the photographer's own original download as uploaded", async () => {
    const own = await get(`/media/photo/${ids.ana}/${ids.anaPhoto}/original`, { Cookie: cookie });
    expect(own.status).toBe(200);
    expect(sha256(own.body)).toBe(sha256(ORIGINAL));
  });

  it("when turned off again, serves the plain URLs and no longer the marked ones", async () => {
    await saveWatermark(MARK);
    expect(await imagesOn("/ana", ids.anaPhoto)).toEqual(plain);
    expect(await imagesOn("/", ids.anaPhoto)).toEqual(plain);
    expect((await get(plain[0]!)).body.equals(plainBytes)).toBe(true);
    expect((await get(marked[0]!)).status).toBe(404);
  });
});

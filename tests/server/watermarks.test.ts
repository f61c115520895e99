import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { fetchBytes } from "./fetch-bytes";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Watermarks through share links (docs/decisions/0065-watermarks.md) against the built server
 * (`npm run build` first): the photographer saves a text watermark in Account; a link with
 * `watermark` serves previews with it burnt in, made once and kept next to the derivatives; a
 * link without serves the portfolio's derivative as it is; an original download is the upload.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "watermarks-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-watermarks-"));
const store = createLocalStore(path.join(dataDir, "storage"));
let server: RunningServer;
let cookie = "";
let collectionId = "";
let photoId = "";
let uploadSha = "";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetchBytes(server, pathname, headers);

async function send(method: string, pathname: string, body: BodyInit, type?: string) {
  const headers: Record<string, string> = { Cookie: cookie, Origin: server.url };
  if (type) headers["Content-Type"] = type;
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers,
    body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

const json = (method: string, pathname: string, value: unknown) =>
  send(method, pathname, JSON.stringify(value), "application/json");

const saveWatermark = (fields: Record<string, string>) =>
  send(
    "POST",
    "/account?tab=settings&form=watermark",
    new URLSearchParams(fields).toString(),
    "application/x-www-form-urlencoded",
  );

async function makeLink(body: Record<string, unknown>) {
  const made = await json("POST", `/api/collections/${collectionId}/links`, {
    label: "Client",
    ...body,
  });
  expect(made.status, made.text).toBe(201);
  return (JSON.parse(made.text) as { url: string }).url;
}

/** The link's image URLs (src and srcset) and the portfolio's for the same file names. */
async function linkImages(url: string) {
  const page = await get(url);
  expect(page.status).toBe(200);
  const html = page.body.toString("utf8");
  return [...new Set(html.match(new RegExp(`${url}/media/[0-9a-f]{32}/[\\w.-]+`, "g")) ?? [])];
}

async function publicImage(name: string) {
  const page = (await get("/ana")).body.toString("utf8");
  const url = page.match(
    new RegExp(`/media/p/${photoId}/[\\w-]+/${name.replace(".", "\\.")}`),
  )?.[0];
  expect(url, `the portfolio shows ${name}`).toBeTruthy();
  return (await get(url!)).body;
}

/** Every image the link shows is the portfolio's file of the same name, byte for byte. */
async function expectPlainImages(url: string) {
  for (const image of await linkImages(url)) {
    const name = image.slice(image.lastIndexOf("/") + 1);
    expect((await get(image)).body.equals(await publicImage(name)), name).toBe(true);
  }
}

const keptPreviews = async () =>
  (await store.list(`photo/`)).filter((object) => /\/wm-[0-9a-f]{8}-/.test(object.key));

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "ana@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "ana",
    firstName: "Ana",
    lastName: "Lens",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookie = await signIn(server, "ana@example.test", PASSWORD);
  const bytes = readFileSync(path.join(FIXTURES, "canon-gps.jpg"));
  uploadSha = sha256(bytes);
  const form = new FormData();
  form.set("title", "Alpha dawn");
  form.set("category", "nature");
  form.set("image", new Blob([new Uint8Array(bytes)]), "canon-gps.jpg");
  const uploaded = await fetch(`${server.url}/api/photos/upload`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  photoId = ((await uploaded.json()) as { id: string }).id;
  expect(
    (await json("POST", `/api/user/photos/${photoId}/public`, { isPublic: true })).status,
  ).toBe(200);
  const collection = await json("POST", "/api/collections", {
    title: "Wedding",
    visibility: "private",
  });
  collectionId = (JSON.parse(collection.text) as { id: string }).id;
  const set = await json("PUT", `/api/collections/${collectionId}/photos`, { photoIds: [photoId] });
  expect(set.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a link with watermark", () => {
  it("serves the plain derivative while the photographer has set none", async () => {
    await expectPlainImages(await makeLink({ watermark: true }));
  });

  it("refuses a bad watermark in Account and saves nothing", async () => {
    const refused = await saveWatermark({
      kind: "text",
      text: "",
      position: "corner",
      size: "200",
      opacity: "0.6",
    });
    expect(refused.status).toBe(400);
    await expectPlainImages(await makeLink({ watermark: true }));
  });

  it("serves previews with the watermark burnt in, made once and kept", async () => {
    const saved = await saveWatermark({
      kind: "text",
      text: "© Ana Lens",
      position: "center",
      size: "60",
      opacity: "1",
    });
    expect(saved.status, saved.text).toBe(200);
    const url = await makeLink({ watermark: true });
    const images = await linkImages(url);
    const jpeg = images.find((image) => image.endsWith(".jpg"))!;
    const name = jpeg.slice(jpeg.lastIndexOf("/") + 1);
    const plain = await publicImage(name);
    // Two guests at once: one preview is made.
    const [first, second] = await Promise.all([get(jpeg), get(jpeg)]);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body.equals(plain)).toBe(false);
    expect(second.body.equals(first.body)).toBe(true);
    const shown = await sharp(first.body).metadata();
    const original = await sharp(plain).metadata();
    expect([shown.width, shown.height, shown.format]).toEqual([
      original.width,
      original.height,
      original.format,
    ]);
    const kept = (await keptPreviews()).filter((object) => object.key.endsWith(`-${name}`));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.key).toContain(`photo/`);
    expect(kept[0]!.key).toContain(`/${photoId}/wm-`);
    // Asked again, it is the kept object, not made anew.
    const again = await get(jpeg);
    expect(again.body.equals(first.body)).toBe(true);
    const keptAfter = (await keptPreviews()).filter((object) => object.key === kept[0]!.key);
    expect(keptAfter[0]!.lastModified.getTime()).toBe(kept[0]!.lastModified.getTime());
  });

  it("gives web downloads watermarked and originals exactly as uploaded", async () => {
    const web = await makeLink({ watermark: true, downloads: "web" });
    const download = await get(`${web}/download/${photoId}`);
    expect(download.status).toBe(200);
    const page = (await get("/ana")).body.toString("utf8");
    const largest = [
      ...page.matchAll(new RegExp(`/media/p/${photoId}/[\\w-]+/w(\\d+)-[0-9a-f]{8}\\.jpg`, "g")),
    ].sort((a, b) => Number(b[1]) - Number(a[1]))[0]![0];
    const plainLargest = (await get(largest)).body;
    expect((await sharp(download.body).metadata()).width).toBe(
      (await sharp(plainLargest).metadata()).width,
    );
    expect(download.body.equals(plainLargest)).toBe(false);

    const originals = await makeLink({ watermark: true, downloads: "original" });
    const original = await get(`${originals}/download/${photoId}`);
    expect(original.status).toBe(200);
    expect(sha256(original.body)).toBe(uploadSha);
  });

  it("leaves a link without watermark showing the portfolio's derivative", async () => {
    await expectPlainImages(await makeLink({ watermark: false }));
  });

  it("draws a changed watermark anew, and none once it is removed", async () => {
    const url = await makeLink({ watermark: true });
    const [path] = await linkImages(url);
    const before = (await get(path!)).body;
    const tiled = { kind: "text", text: "© Ana", position: "tiled", size: "20", opacity: "0.5" };
    expect((await saveWatermark(tiled)).status).toBe(200);
    const changed = (await get(path!)).body;
    expect(changed.equals(before)).toBe(false);
    expect((await saveWatermark({ intent: "remove" })).status).toBe(200);
    await expectPlainImages(url);
  });
});

describe("kept previews", () => {
  it("go when settings change, and with the photo when it is deleted", async () => {
    const first = { kind: "text", text: "© One", position: "top-left", size: "30", opacity: "1" };
    expect((await saveWatermark(first)).status).toBe(200);
    const url = await makeLink({ watermark: true });
    const [image] = await linkImages(url);
    expect((await get(image!)).status).toBe(200);
    const underFirst = await keptPreviews();
    expect(underFirst.length).toBeGreaterThan(0);
    const second = { ...first, text: "© Two" };
    expect((await saveWatermark(second)).status).toBe(200);
    expect((await get(image!)).status).toBe(200);
    // Those of the earlier settings are deleted after the save has answered.
    await expect
      .poll(async () =>
        (await keptPreviews()).filter((o) => underFirst.some((f) => f.key === o.key)),
      )
      .toEqual([]);
    expect((await keptPreviews()).length).toBeGreaterThan(0);
    const deleted = await send("DELETE", `/api/user/photos/${photoId}`, "");
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect(await keptPreviews()).toEqual([]);
  });
});

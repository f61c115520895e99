import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * oEmbed and the embeddable collection view (docs/decisions/0070-oembed-and-embeds.md) against the
 * built server (`npm run build` first): photo answers with a web copy that fits the limits, rich
 * answers framing /embed/…, which any site may frame while the collection page stays unframed,
 * 404 for whatever a visitor could not open, XML with the same fields, the pages' discovery links,
 * and a cached answer dropped when its photo goes private.
 */

const FIXTURE = path.resolve(__dirname, "../../app/images/__fixtures__/canon-gps.jpg");
const PASSWORD = "oembed-password-1";
const WIDTHS = [320, 640, 800];
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-oembed-"));
let server: RunningServer;
const ids = { ana: "", dawn: "", dusk: "", hidden: "", shutter: "" };

/** A photo with real JPEG copies 320, 640 and 800 px wide (800 × 500 at full size). */
async function seedSizedPhoto(database: Database, userId: string, title: string, isPublic = true) {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const photo = await database.photos.create({ userId, title, category: "nature", isPublic });
  const derivatives = [];
  for (const width of WIDTHS) {
    const { data, info } = await sharp(readFileSync(FIXTURE))
      .resize({ width })
      .jpeg()
      .toBuffer({ resolveWithObject: true });
    const key = `photo/${userId}/${photo.id}/w${width}-0a1b2c3d.jpg`;
    await store.put(key, data, { contentType: "image/jpeg" });
    derivatives.push({ key, width, height: info.height, format: "jpeg", size: data.length });
  }
  await database.photos.update(photo.id, { width: 800, height: 500, derivatives });
  return photo.id;
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  const ana = await database.users.create({
    email: "ana@example.test",
    passwordHash,
    username: "ana",
    firstName: "Ana",
    lastName: "Lens",
  });
  ids.ana = ana.id;
  ids.dawn = await seedSizedPhoto(database, ana.id, `Dawn & "dunes"`);
  ids.dusk = await seedSizedPhoto(database, ana.id, "Dusk harbour");
  ids.hidden = await seedSizedPhoto(database, ana.id, "Hidden cove", false);
  const { photoCollections } = database;
  for (const [slug, title, visibility] of [
    ["winter", "Winter <Coast>", "public"],
    ["drafts", "Drafts", "unlisted"],
  ] as const) {
    await photoCollections.create({
      userId: ana.id,
      title,
      slug,
      visibility,
      photoIds: [ids.hidden, ids.dawn, ids.dusk],
    });
  }
  // A suspended photographer: their public collection has no answer.
  const bo = await database.users.create({
    email: "bo@example.test",
    passwordHash,
    username: "bo",
    firstName: "Bo",
    lastName: "Shutter",
  });
  ids.shutter = await seedSizedPhoto(database, bo.id, "Shutter");
  await photoCollections.create({
    userId: bo.id,
    title: "Shutters",
    slug: "shutters",
    visibility: "public",
    photoIds: [ids.shutter],
  });
  await database.users.setStatus(bo.id, "suspended");
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const oembed = (url: string, extra: Record<string, string> = {}) =>
  fetch(`${server.url}/api/oembed?${new URLSearchParams({ url, ...extra })}`);

async function oembedJson(url: string, extra: Record<string, string> = {}) {
  const answer = await oembed(url, extra);
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  return (await answer.json()) as Record<string, string | number>;
}

/** The image at an answer's URL: 200, a JPEG, and its real size. */
async function imageAt(url: string) {
  expect(url.startsWith(`${server.url}/media/`), url).toBe(true);
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/jpeg");
  const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  expect(format).toBe("jpeg");
  return { width, height };
}

const photoPage = () => `${server.url}/ana/photos/${ids.dawn}`;
const collectionPage = () => `${server.url}/ana/collections/winter`;

describe("a photo page's oEmbed answer", () => {
  it("is the photo: its largest web copy without limits, credited to the photographer", async () => {
    const answer = await oembedJson(photoPage());
    expect(answer).toMatchObject({
      type: "photo",
      version: "1.0",
      title: `Dawn & "dunes"`,
      author_name: "Ana Lens",
      author_url: `${server.url}/ana`,
      provider_name: "Viewfinder",
      provider_url: `${server.url}/`,
      width: 800,
      height: 500,
      thumbnail_width: 320,
      thumbnail_height: 200,
    });
    expect(await imageAt(String(answer.url))).toEqual({ width: 800, height: 500 });
    expect(await imageAt(String(answer.thumbnail_url))).toEqual({ width: 320, height: 200 });
  });

  it("gives the largest copy within maxwidth and maxheight, and 404 when none fits", async () => {
    const wide = await oembedJson(photoPage(), { maxwidth: "700" });
    expect([wide.width, wide.height]).toEqual([640, 400]);
    expect(await imageAt(String(wide.url))).toEqual({ width: 640, height: 400 });
    const low = await oembedJson(photoPage(), { maxwidth: "1000", maxheight: "250" });
    const image = await imageAt(String(low.url));
    expect(image.width).toBeLessThanOrEqual(1000);
    expect(image.height).toBeLessThanOrEqual(250);
    expect(image).toEqual({ width: 320, height: 200 });
    expect((await oembed(photoPage(), { maxwidth: "200" })).status).toBe(404);
    expect((await oembed(photoPage(), { maxwidth: "wide" })).status).toBe(400);
  });

  it("answers for the home gallery's page of the photo too", async () => {
    const answer = await oembedJson(`${server.url}/photos/${ids.dusk}`);
    expect(answer).toMatchObject({ type: "photo", title: "Dusk harbour", width: 800 });
  });

  it("says the same in XML, escaped", async () => {
    const answer = await oembed(photoPage(), { format: "xml", maxwidth: "700" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    const text = await answer.text();
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8" standalone="yes"?>')).toBe(true);
    const { oembed: fields } = new XMLParser({ parseTagValue: false }).parse(text) as {
      oembed: Record<string, string>;
    };
    const json = await oembedJson(photoPage(), { maxwidth: "700" });
    expect(fields).toEqual(
      Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)])),
    );
  });
});

describe("what has no answer", () => {
  it("404s whatever a visitor could not open, and other sites' pages", async () => {
    for (const url of [
      `${server.url}/ana/photos/${ids.hidden}`,
      `${server.url}/photos/${ids.hidden}`,
      `${server.url}/ana/photos/0123456789abcdef0123456789abcdef`,
      `${server.url}/bo/photos/${ids.shutter}`,
      `${server.url}/ana/collections/drafts`,
      `${server.url}/ana/collections/nowhere`,
      `${server.url}/bo/collections/shutters`,
      `${server.url}/ana`,
      `https://elsewhere.example/ana/photos/${ids.dawn}`,
      `http://localhost:1/ana/photos/${ids.dawn}`,
    ]) {
      const answer = await oembed(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text(), url).not.toContain("Hidden cove");
    }
  });

  it("400s a missing or malformed url with a sentence, 501s a format it does not write", async () => {
    const missing = await fetch(`${server.url}/api/oembed?format=json`);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/url is required/);
    const relative = await oembed(`/ana/photos/${ids.dawn}`);
    expect(relative.status).toBe(400);
    expect(await relative.text()).toMatch(/http or https URL/);
    expect((await oembed(photoPage(), { format: "yaml" })).status).toBe(501);
  });
});

describe("a collection page's oEmbed answer and its embeddable view", () => {
  const frameSrc = (html: string) => /<iframe src="([^"]+)"/.exec(html)?.[1] ?? "";

  it("is rich: a frame of the embed view, within the limits, with the cover as thumbnail", async () => {
    const answer = await oembedJson(collectionPage());
    expect(answer).toMatchObject({
      type: "rich",
      version: "1.0",
      title: "Winter <Coast>",
      author_name: "Ana Lens",
      author_url: `${server.url}/ana`,
      provider_name: "Viewfinder",
      width: 640,
      height: 480,
      thumbnail_width: 320,
    });
    expect(frameSrc(String(answer.html))).toBe(`${server.url}/embed/ana/collections/winter`);
    expect(answer.html).toContain('width="640" height="480"');
    expect(await imageAt(String(answer.thumbnail_url))).toEqual({ width: 320, height: 200 });
    const small = await oembedJson(collectionPage(), { maxwidth: "320", maxheight: "400" });
    expect([small.width, small.height]).toEqual([320, 240]);
    expect(small.html).toContain('width="320" height="240"');
  });

  it("frames a page any site may frame, showing the public photos only, twice alike", async () => {
    const { html } = await oembedJson(collectionPage());
    // The first answer renders it, the second comes from the public page cache.
    for (const expected of ["MISS", "HIT"]) {
      const embed = await fetch(frameSrc(String(html)));
      expect(embed.status).toBe(200);
      expect(embed.headers.get("x-cache")).toBe(expected);
      expect(embed.headers.get("content-type")).toMatch(/^text\/html/);
      expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *;");
      expect(embed.headers.has("x-frame-options")).toBe(false);
      const body = await embed.text();
      expect(body).not.toContain("<script");
      expect(body).toContain("Winter &lt;Coast&gt;");
      expect(body).toContain(`/ana/photos/${ids.dawn}?collection=winter`);
      expect(body).toContain('target="_blank" rel="noopener"');
      expect(body).not.toContain("Hidden cove");
      expect(body).not.toContain(ids.hidden);
      // Every image it shows answers.
      const images = [...body.matchAll(/src="(\/media\/[^"]+)"/g)].map((m) => m[1]!);
      expect(images).toHaveLength(2);
      for (const src of images) expect((await fetch(`${server.url}${src}`)).status).toBe(200);
    }
    for (const missing of ["/embed/ana/collections/drafts", "/embed/bo/collections/shutters"]) {
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
    }
  });

  it("leaves the collection page itself unframeable", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(collectionPage());
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("discovery links", () => {
  async function oembedLinksOn(pageUrl: string) {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const { findAll, getAttributeValue } = DomUtils;
    const document = parseDocument(await page.text());
    const links = findAll(
      (element) =>
        element.name === "link" &&
        getAttributeValue(element, "rel") === "alternate" &&
        /\+oembed$/.test(getAttributeValue(element, "type") ?? ""),
      document.children,
    );
    return Object.fromEntries(
      links.map((link) => [getAttributeValue(link, "type"), getAttributeValue(link, "href")!]),
    );
  }

  it("photo and collection pages name their JSON and XML answers, which answer", async () => {
    for (const [pageUrl, type] of [
      [photoPage(), "photo"],
      // The home gallery's own page of a photo too.
      [`${server.url}/photos/${ids.dusk}`, "photo"],
      [collectionPage(), "rich"],
    ] as const) {
      const links = await oembedLinksOn(pageUrl);
      expect(Object.keys(links).sort(), pageUrl).toEqual([
        "application/json+oembed",
        "text/xml+oembed",
      ]);
      const json = await fetch(links["application/json+oembed"]!);
      expect(((await json.json()) as { type: string }).type).toBe(type);
      const xml = await fetch(links["text/xml+oembed"]!);
      expect(await xml.text()).toContain(`<type>${type}</type>`);
    }
  });
});

describe("the cached answer", () => {
  it("goes when the photo goes private", async () => {
    const url = `${server.url}/ana/photos/${ids.dusk}`;
    await oembedJson(url);
    const again = await oembed(url);
    expect(again.headers.get("x-cache")).toBe("HIT");
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const made = await fetch(`${server.url}/api/user/photos/${ids.dusk}/public`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ isPublic: false }),
    });
    expect(made.status).toBe(200);
    expect((await oembed(url)).status).toBe(404);
    // The collection's embed view drops it too.
    const embed = await fetch(`${server.url}/embed/ana/collections/winter`);
    expect(await embed.text()).not.toContain(ids.dusk);
  });
});

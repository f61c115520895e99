import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { expectValidJsonFeed, parseValidAtom } from "~/services/feeds/feed-test-support";
import { seedPhoto } from "./seed-photo";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Feeds (docs/decisions/0069-feeds.md) against the built server (`npm run build` first): Atom and
 * JSON Feed 1.1 of a portfolio, of a public collection and of the home gallery list public photos
 * only, newest first, 50 at most, with absolute URLs from SITE_URL; an unlisted collection, an
 * unknown or a suspended photographer have none; the pages link them; a feed comes from the public
 * page cache, and a public write of Ana renders Ana's feeds again at once while Bruno's stay hits.
 */

const PASSWORD = "feeds-password-1";
const SECRET = "Secret cove at dawn";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-feeds-"));
let server: RunningServer;
const ids = { ana: "", bruno: "", anaPhotos: [] as string[], secret: "", brunoPhoto: "" };

/** Photos uploaded one minute apart, the first the oldest: the feed's order is upload order. */
async function seedAt(
  database: Database,
  userId: string,
  title: string,
  isPublic: boolean,
  at: Date,
) {
  const id = await seedPhoto(dataDir, database, { userId, title, isPublic });
  await database.photos.update(id, { createdAt: at } as never);
  return id;
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  for (const name of ["ana", "bruno", "carla"] as const) {
    const user = await database.users.create({
      email: `${name}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      username: name,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: "Lima",
    });
    if (name !== "carla") ids[name] = user.id;
    else {
      // Suspended as an administrator leaves it: public photos withheld until reinstatement.
      const hidden = await seedPhoto(dataDir, database, {
        userId: user.id,
        title: "Carla hidden",
        isPublic: false,
      });
      await database.photos.update(hidden, { publicBeforeSuspension: true });
      await database.users.update(user.id, { status: "suspended" } as never);
    }
  }
  // 55 public photos of Ana, one private among them (newer than all), and one of Bruno.
  const start = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < 55; i++) {
    const at = new Date(start + i * 60_000);
    ids.anaPhotos.push(await seedAt(database, ids.ana, `Ana photo ${i}`, true, at));
  }
  ids.secret = await seedAt(database, ids.ana, SECRET, false, new Date(start + 100 * 60_000));
  ids.brunoPhoto = await seedAt(
    database,
    ids.bruno,
    "Bruno bay",
    true,
    new Date(start + 30 * 60_000 + 30_000),
  );
  const { photoCollections } = database;
  await photoCollections.create({
    userId: ids.ana,
    title: "Winter Coast",
    slug: "winter-coast",
    description: "<p>Cold &amp; fog</p>",
    visibility: "public",
    photoIds: [ids.anaPhotos[51]!, ids.secret, ids.anaPhotos[53]!, ids.anaPhotos[52]!],
  });
  await photoCollections.create({
    userId: ids.ana,
    title: "Draft Picks",
    slug: "draft-picks",
    visibility: "unlisted",
    photoIds: [ids.anaPhotos[4]!],
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });

async function atom(url: string) {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  return { xml, feed: await parseValidAtom(xml) };
}

async function json(url: string) {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
  const document = (await response.json()) as {
    version: string;
    feed_url: string;
    authors?: { name: string; url: string }[];
    items: {
      id: string;
      url: string;
      title: string;
      image?: string;
      content_html: string;
      authors: { name: string; url: string }[];
      _viewfinder: { image?: { width: number; height: number }; license: { name: string } };
    }[];
  };
  expectValidJsonFeed(document);
  return document;
}

const photoUrl = (owner: string, id: string) => `${server.url}/${owner}/photos/${id}`;

describe("a portfolio's feeds", () => {
  it("list its 50 newest public photos, newest first, with absolute URLs and no private photo", async () => {
    const newest50 = [...ids.anaPhotos].reverse().slice(0, 50);
    const document = await json("/ana/feed.json");
    expect(document.version).toBe("https://jsonfeed.org/version/1.1");
    expect(document.feed_url).toBe(`${server.url}/ana/feed.json`);
    expect(document.authors).toEqual([{ name: "Ana Lima", url: `${server.url}/ana` }]);
    expect(document.items.map((item) => item.url)).toEqual(
      newest50.map((id) => photoUrl("ana", id)),
    );
    const [first] = document.items;
    expect(first!.title).toBe("Ana photo 54");
    expect(first!.image).toMatch(new RegExp(`^${server.url}/media/p/${ids.anaPhotos[54]}/`));
    expect(first!._viewfinder.image).toMatchObject({ width: 800, height: 500 });
    expect(first!._viewfinder.license.name).toBe("All rights reserved");
    expect(first!.authors).toEqual([{ name: "Ana Lima", url: `${server.url}/ana` }]);

    const { xml, feed } = await atom("/ana/feed.atom");
    expect(feed.items.map((item) => item.url)).toEqual(newest50.map((id) => photoUrl("ana", id)));
    expect(feed.items[0]!.authors[0]).toMatchObject({ name: "Ana Lima", url: `${server.url}/ana` });
    expect(xml).toContain(`<link rel="self" href="${server.url}/ana/feed.atom"`);
    expect(xml).toContain('type="image/jpeg" length="49852"');
    for (const text of [xml, JSON.stringify(document)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(ids.secret);
      // The seeded file is a camera's JPEG with a position: none of its metadata goes out.
      expect(text).not.toMatch(/gps|latitude|canon/i);
    }
  });

  it("answer 404 for an unknown and for a suspended photographer", async () => {
    for (const url of [
      "/nobody/feed.atom",
      "/nobody/feed.json",
      "/carla/feed.atom",
      "/carla/feed.json",
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});

describe("a collection's feeds", () => {
  it("list the public collection's public photos, newest first", async () => {
    const expected = [53, 52, 51].map((i) => photoUrl("ana", ids.anaPhotos[i]!));
    const document = await json("/ana/collections/winter-coast/feed.json");
    expect(document.items.map((item) => item.url)).toEqual(expected);
    expect(document.feed_url).toBe(`${server.url}/ana/collections/winter-coast/feed.json`);
    const { feed } = await atom("/ana/collections/winter-coast/feed.atom");
    expect(feed.items.map((item) => item.url)).toEqual(expected);
    expect(feed.title).toContain("Winter Coast");
  });

  it("answer 404 for an unlisted or unknown collection", async () => {
    for (const slug of ["draft-picks", "no-such-collection"]) {
      for (const format of ["atom", "json"]) {
        const url = `/ana/collections/${slug}/feed.${format}`;
        expect((await get(url)).status, url).toBe(404);
      }
    }
  });
});

describe("the site feed", () => {
  it("lists the newest public photos of every photographer on view, 50 at most", async () => {
    const document = await json("/feed.json");
    expect(document.items).toHaveLength(50);
    const urls = document.items.map((item) => item.url);
    expect(urls).toContain(photoUrl("bruno", ids.brunoPhoto));
    expect(urls[0]).toBe(photoUrl("ana", ids.anaPhotos[54]!));
    expect(JSON.stringify(document)).not.toContain("Carla hidden");
    expect(JSON.stringify(document)).not.toContain(SECRET);
    const names = new Set(document.items.map((item) => item.authors[0]!.name));
    expect(names).toEqual(new Set(["Ana Lima", "Bruno Lima"]));
    const { feed } = await atom("/feed.atom");
    expect(feed.items.map((item) => item.url)).toEqual(urls);
  });
});

describe("autodiscovery", () => {
  it("links both feeds from the home page, the portfolio and the public collection page", async () => {
    const pages = {
      "/": "/feed",
      "/ana": "/ana/feed",
      "/ana/collections/winter-coast": "/ana/collections/winter-coast/feed",
    };
    for (const [page, feed] of Object.entries(pages)) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      const links = html.match(/<link[^>]*rel="alternate"[^>]*>/g) ?? [];
      const atomLink = links.find((link) => link.includes('type="application/atom+xml"'));
      const jsonLink = links.find((link) => link.includes('type="application/feed+json"'));
      expect(atomLink, page).toContain(`href="${feed}.atom"`);
      expect(jsonLink, page).toContain(`href="${feed}.json"`);
      expect(atomLink, page).toMatch(/title="[^"]+"/);
    }
  });
});

describe("caching", () => {
  it("serves feeds from the page cache; a public write of Ana renders hers again, Bruno's stay hits", async () => {
    const ana = [
      "/ana/feed.atom",
      "/ana/feed.json",
      "/ana/collections/winter-coast/feed.json",
      "/feed.json",
    ];
    const bruno = ["/bruno/feed.atom", "/bruno/feed.json"];
    for (const url of [...ana, ...bruno]) await get(url);
    for (const url of [...ana, ...bruno]) {
      expect((await get(url)).headers.get("x-cache"), url).toBe("HIT");
    }
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const edited = await fetch(`${server.url}/api/user/photos/${ids.anaPhotos[53]}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Harbour at first light" }),
    });
    expect(edited.status).toBe(200);
    for (const url of bruno) expect((await get(url)).headers.get("x-cache"), url).toBe("HIT");
    for (const url of ana) {
      const response = await get(url);
      expect(response.headers.get("x-cache"), url).toBe("MISS");
      expect(await response.text(), url).toContain("Harbour at first light");
    }
  });
});

describe("the site feed's licences", () => {
  it("follow a photographer's default licence at once, though the home gallery does not show it", async () => {
    await get("/feed.json");
    expect((await get("/feed.json")).headers.get("x-cache")).toBe("HIT");
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const saved = await fetch(`${server.url}/account?tab=settings`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "save-preferences", defaultLicense: "CC-BY-SA-4.0" }),
      redirect: "manual",
    });
    expect(saved.status).toBe(200);
    const document = await json("/feed.json");
    const anas = document.items.filter((item) => item.authors[0]!.name === "Ana Lima");
    expect(anas.length).toBeGreaterThan(0);
    for (const item of anas)
      expect(item.content_html).toMatch(/creativecommons\.org\/licenses\/by-sa\/4\.0/);
  });
});

describe("sitemap.xml", () => {
  it("lists each public photo's web image, and no private one", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const entry = sitemap
      .split("<url>")
      .find((url) => url.includes(`/ana/photos/${ids.anaPhotos[0]}</loc>`));
    expect(entry).toMatch(
      new RegExp(
        `<image:image><image:loc>${server.url}/media/p/${ids.anaPhotos[0]}/[\\w-]+/[\\w.-]+\\.jpg</image:loc></image:image>`,
      ),
    );
    expect(sitemap.match(/<image:image>/g)).toHaveLength(56);
    expect(sitemap).not.toContain(ids.secret);
  });
});

describe("a photographer's watermark on the portfolio", () => {
  it("puts the watermarked image's URL in their feeds and the sitemap, without a stored size", async () => {
    const cookie = await signIn(server, "bruno@example.test", PASSWORD);
    const saved = await fetch(`${server.url}/account?tab=settings&form=watermark`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        kind: "text",
        text: "© Bruno",
        position: "center",
        size: "60",
        opacity: "1",
        onPortfolio: "on",
      }).toString(),
      redirect: "manual",
    });
    expect(saved.status).toBe(200);
    const watermarked = new RegExp(`/media/p/${ids.brunoPhoto}/[\\w-]+/wm-[\\w-]+-w800-`);
    const [item] = (await json("/bruno/feed.json")).items;
    expect(item!.image).toMatch(watermarked);
    expect(JSON.stringify(item)).not.toContain("size_in_bytes");
    const { xml } = await atom("/bruno/feed.atom");
    expect(xml).toMatch(watermarked);
    expect(xml).not.toMatch(/length=|fileSize=/);
    const site = await json("/feed.json");
    expect(site.items.find((entry) => entry.url.includes(ids.brunoPhoto))!.image).toMatch(
      watermarked,
    );
    expect(await (await get("/sitemap.xml")).text()).toMatch(watermarked);
    // The image a reader fetches is served (made on its first request).
    expect((await fetch(item!.image!)).status).toBe(200);
  });
});

describe("without SITE_URL", () => {
  it("builds feeds on the request's own origin and lets no shared cache keep them", async () => {
    await server.stop();
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false", SITE_URL: "" });
    for (const url of ["/feed.atom", "/ana/feed.json", "/ana/collections/winter-coast/feed.atom"]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toBe("private, no-store");
      expect(await response.text(), url).toContain(`${server.url}/ana/photos/`);
      expect((await get(url)).headers.get("x-cache"), url).not.toBe("HIT");
    }
  }, 180_000);
});

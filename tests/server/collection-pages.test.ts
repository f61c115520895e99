import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { seedPhoto } from "./seed-photo";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * docs/product.md#collection-page against the built server (`npm run build` first): a public
 * collection's page in its order, refreshed for visitors by a reorder (the public page cache,
 * ADR 51 and 57); unlisted and private ones answer the portfolio's 404; a private photo in a public
 * collection shows nowhere; the sitemap; a photo page stepping through the collection.
 */

const PASSWORD = "collection-pages-password-1";
const SECRET = "Secret cove at dawn";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-collection-pages-"));
let server: RunningServer;
const ids = { ana: "", north: "", harbour: "", dunes: "", secret: "", winter: "" };

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const ana = await database.users.create({
    email: "ana@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "ana",
    firstName: "Ana",
    lastName: "Lens",
  });
  ids.ana = ana.id;
  ids.north = await seedPhoto(dataDir, database, {
    userId: ana.id,
    title: "North light",
    isPublic: true,
  });
  ids.harbour = await seedPhoto(dataDir, database, {
    userId: ana.id,
    title: "Harbour fog",
    isPublic: true,
  });
  ids.dunes = await seedPhoto(dataDir, database, {
    userId: ana.id,
    title: "Dunes at noon",
    isPublic: true,
  });
  ids.secret = await seedPhoto(dataDir, database, {
    userId: ana.id,
    title: SECRET,
    isPublic: false,
  });
  const { photoCollections } = database;
  // The private photo first: were it shown, it would be the cover.
  const winter = await photoCollections.create({
    userId: ana.id,
    title: "Winter Coast",
    slug: "winter-coast",
    description: "<p>Cold <strong>mornings</strong> &amp; fog</p>",
    visibility: "public",
    photoIds: [ids.secret, ids.dunes, ids.north, ids.harbour],
  });
  ids.winter = winter.id;
  await photoCollections.create({
    userId: ana.id,
    title: "Noon",
    slug: "noon",
    visibility: "public",
    photoIds: [ids.dunes],
  });
  await photoCollections.create({
    userId: ana.id,
    title: "Draft Picks",
    slug: "draft-picks",
    visibility: "unlisted",
    photoIds: [ids.north, ids.harbour],
  });
  await photoCollections.create({
    userId: ana.id,
    title: "Only Mine",
    slug: "only-mine",
    visibility: "private",
    photoIds: [ids.harbour, ids.dunes],
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });

/** The photo ids a collection page links to, in the page's order. */
const linkedPhotos = (html: string, slug: string) =>
  [...html.matchAll(new RegExp(`href="/ana/photos/([^"?]+)\\?collection=${slug}"`, "g"))].map(
    ([, id]) => id,
  );

/** The href of the photo page's link marked rel="prev" or rel="next". */
const stepHref = (html: string, rel: "prev" | "next") => {
  const link = new RegExp(`<a[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0] ?? "";
  return /href="([^"]+)"/.exec(link)?.[1]?.replace(/&amp;/g, "&");
};

describe("a public collection's page", () => {
  it("shows its title, description and public photos in the collection's order", async () => {
    const response = await get("/ana/collections/winter-coast");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Winter Coast</h1>");
    expect(html).toContain("Cold <strong>mornings</strong> &amp; fog");
    expect(html).toContain("3 photos");
    expect(linkedPhotos(html, "winter-coast")).toEqual([ids.dunes, ids.north, ids.harbour]);
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ana\/collections\/winter-coast"/,
    );
    expect(html).toContain('property="og:title" content="Winter Coast · Ana Lens');
  });

  it("never shows a private member: not on the page, not as the cover, not in the count", async () => {
    const html = await (await get("/ana/collections/winter-coast")).text();
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain(ids.secret);
    // The cover is the first public photo.
    expect(html).toMatch(new RegExp(`property="og:image" content="[^"]*/media/p/${ids.dunes}/`));
    const portfolio = await (await get("/ana")).text();
    expect(portfolio).toContain('href="/ana/collections/winter-coast"');
    expect(portfolio).not.toContain(SECRET);
  });

  it("shows a new order to the next anonymous visitor once the photographer reorders it", async () => {
    const warm = await get("/ana/collections/winter-coast");
    await warm.text();
    const cached = await get("/ana/collections/winter-coast");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(linkedPhotos(await cached.text(), "winter-coast")).toEqual([
      ids.dunes,
      ids.north,
      ids.harbour,
    ]);

    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const reordered = await fetch(`${server.url}/api/collections/${ids.winter}/photos`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ photoIds: [ids.harbour, ids.secret, ids.north, ids.dunes] }),
    });
    expect(reordered.status).toBe(200);

    const fresh = await get("/ana/collections/winter-coast");
    expect(fresh.status).toBe(200);
    expect(linkedPhotos(await fresh.text(), "winter-coast")).toEqual([
      ids.harbour,
      ids.north,
      ids.dunes,
    ]);
  });
});

describe("collections visitors may not see", () => {
  it("answer the portfolio's own 404 page: unlisted, private and unknown alike", async () => {
    const unknownPortfolio = await get("/nobody-here");
    expect(unknownPortfolio.status).toBe(404);
    expect(await unknownPortfolio.text()).toContain("Portfolio Not Found");
    for (const slug of ["draft-picks", "only-mine", "no-such-collection"]) {
      const response = await get(`/ana/collections/${slug}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Portfolio Not Found");
      expect(html).toContain("We couldn&#x27;t find a photographer with the requested portfolio.");
      expect(html).not.toContain("Draft Picks");
      expect(html).not.toContain("Only Mine");
    }
    const portfolio = await (await get("/ana")).text();
    expect(portfolio).not.toContain("draft-picks");
    expect(portfolio).not.toContain("only-mine");
  });
});

describe("sitemap.xml", () => {
  it("lists the public collection's page, and neither the unlisted nor the private one", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/ana/collections/winter-coast</loc>");
    expect(sitemap).not.toContain("draft-picks");
    expect(sitemap).not.toContain("only-mine");
    expect(sitemap).not.toContain(ids.secret);
    // Each public photo's page lists its web image (docs/decisions/0069-feeds.md).
    for (const id of [ids.north, ids.harbour, ids.dunes]) {
      expect(sitemap).toMatch(
        new RegExp(`/ana/photos/${id}</loc>.*<image:image><image:loc>[^<]*/media/p/${id}/`),
      );
    }
    expect(sitemap.match(/<image:image>/g)).toHaveLength(3);
  });
});

describe("a photo page opened from a collection", () => {
  it("steps through the collection's public photos and leads back to it", async () => {
    // The order set above: harbour, (secret), north, dunes.
    const response = await get(`/ana/photos/${ids.north}?collection=winter-coast`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/2(<!-- -->)? \/ (<!-- -->)?3/);
    expect(stepHref(html, "prev")).toBe(`/ana/photos/${ids.harbour}?collection=winter-coast`);
    expect(stepHref(html, "next")).toBe(`/ana/photos/${ids.dunes}?collection=winter-coast`);
    expect(html).toContain('href="/ana/collections/winter-coast"');
    // Wrapping, like the lightbox: the last photo's next is the first.
    const last = await (await get(`/ana/photos/${ids.dunes}?collection=winter-coast`)).text();
    expect(stepHref(last, "next")).toBe(`/ana/photos/${ids.harbour}?collection=winter-coast`);
  });

  it("keeps the portfolio's order for a collection visitors may not see, or one without the photo", async () => {
    const plain = await (await get(`/ana/photos/${ids.north}`)).text();
    for (const [slug, photo] of [
      ["draft-picks", ids.north],
      ["only-mine", ids.dunes],
      ["no-such-collection", ids.dunes],
      // Public, but without this photo.
      ["noon", ids.north],
    ]) {
      const html = await (await get(`/ana/photos/${photo}?collection=${slug}`)).text();
      expect(html).not.toContain(`collection=${slug}`);
      expect(html).not.toContain(`/collections/${slug}`);
    }
    const outside = await (await get(`/ana/photos/${ids.north}?collection=only-mine`)).text();
    expect(stepHref(outside, "prev")).toBe(stepHref(plain, "prev"));
    expect(stepHref(outside, "next")).toBe(stepHref(plain, "next"));
    expect(outside).toContain('href="/ana#gallery"');
    // The private photo has no page, whichever collection names it.
    expect((await get(`/ana/photos/${ids.secret}?collection=winter-coast`)).status).toBe(404);
  });
});

import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The public page cache (docs/decisions/0026-public-page-cache.md) against the built server (`npm
 * run build` first): visitors get kept, pre-compressed bodies with strong ETags; signed-in users
 * never see nor fill them; a photo made private or deleted is gone from every public page and JSON
 * on the next request; page views served from the cache still count.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "cache-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-page-cache-"));
let server: RunningServer;
const ids = { ana: "", hidden: "", deleted: "", kept: [] as string[] };
const TITLES = { hidden: "Harbour lights at dusk", deleted: "Frozen waterfall" };

/** A processed-looking public photo: its derivatives are real files in the store. */
async function seedPhoto(database: Awaited<ReturnType<typeof openDatabase>>, title: string) {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const photo = await database.photos.create({
    userId: ids.ana,
    title,
    category: "nature",
    isPublic: true,
  });
  const key = `photo/${ids.ana}/${photo.id}/w800-0a1b2c3d.jpg`;
  await store.put(key, readFileSync(path.join(FIXTURES, "canon-gps.jpg")), {
    contentType: "image/jpeg",
  });
  await database.photos.update(photo.id, {
    derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
  });
  return photo.id;
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const ana = await database.users.create({
    email: "ana@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "ana",
    firstName: "Ana",
    lastName: "Lima",
  });
  ids.ana = ana.id;
  for (const title of ["Dunes", "Pine forest", "Old bridge", "Quiet bay"])
    ids.kept.push(await seedPhoto(database, title));
  ids.hidden = await seedPhoto(database, TITLES.hidden);
  ids.deleted = await seedPhoto(database, TITLES.deleted);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { redirect: "manual", headers });

/** The raw bytes as sent, without fetch's transparent decompression. */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest(`${server.url}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const PUBLIC_ADDRESSES = () => [
  "/",
  "/ana",
  `/ana/photos/${ids.kept[0]}`,
  `/photos/${ids.kept[0]}`,
  "/api/photos",
  "/api/portfolio/ana",
  "/api/portfolio/ana/photos",
  "/sitemap.xml",
];

describe("a visitor", () => {
  it("gets the second request from the cache, revalidated with a strong ETag and 304", async () => {
    const first = await get("/ana?featured=nature");
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await get("/ana?featured=nature");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get("cache-control")).toBe("public, no-cache");
    expect(second.headers.get("vary")).toContain("Cookie");
    const revalidated = await get("/ana?featured=nature", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("gets the same page pre-compressed as brotli, gzip or plain, each with its own ETag", async () => {
    await get("/api/portfolio/ana/photos");
    const br = await raw("/api/portfolio/ana/photos", { "Accept-Encoding": "br" });
    const gz = await raw("/api/portfolio/ana/photos", { "Accept-Encoding": "gzip" });
    const plain = await raw("/api/portfolio/ana/photos", { "Accept-Encoding": "identity" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it("runs the page's scripts by their hashes: the CSP names every inline script, no nonce", async () => {
    await get("/ana");
    const page = await get("/ana");
    expect(page.headers.get("x-cache")).toBe("HIT");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).not.toContain("nonce-");
    const html = await page.text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, text] of inline) {
      if (!text) continue;
      const hash = createHash("sha256").update(text!).digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  it("shares one kept body whatever parameters that change nothing are added, and logs each hit", async () => {
    await get("/api/portfolio/ana/photos?category=nature");
    const tagged = await get("/api/portfolio/ana/photos?utm_source=mail&category=nature&n=1");
    expect(tagged.headers.get("x-cache")).toBe("HIT");
    const busted = await get("/api/portfolio/ana/photos?n=2&category=nature&to=ada@example.test");
    expect(busted.headers.get("x-cache")).toBe("HIT");
    const requestId = busted.headers.get("x-request-id")!;
    // Log lines go out in batches, at the latest 100 ms after they were written.
    const lineOf = () =>
      server
        .output()
        .split("\n")
        .find((l) => l.includes(requestId));
    await expect.poll(lineOf, { timeout: 2_000 }).toBeDefined();
    const line = lineOf();
    expect(JSON.parse(line!)).toMatchObject({
      level: "info",
      reqId: requestId,
      req: {
        id: requestId,
        method: "GET",
        url: expect.stringMatching(/^\/api\/portfolio\/ana\/photos\?n=2&category=nature&to=/),
        remoteAddress: expect.stringContaining("127.0.0.1"),
        userAgent: expect.any(String),
      },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      cache: "HIT",
      msg: "request completed",
    });
    expect(line).toContain("a***@example.test");
    expect(line).not.toContain("ada@example.test");
  });

  it("gets its own answer for each value of a parameter the route declares", async () => {
    const nature = await get("/api/portfolio/ana/photos?category=nature");
    const urban = await get("/api/portfolio/ana/photos?category=urban&utm_source=mail");
    expect(urban.headers.get("x-cache")).not.toBe("HIT");
    expect(((await nature.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(await urban.json()).toEqual([]);
    const again = await get("/api/portfolio/ana/photos?utm_source=x&category=urban");
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("sees the home gallery in several orders, its first photo always first", async () => {
    const orders = new Set<string>();
    let first: string | undefined;
    for (let i = 0; i < 40; i++) {
      const photos = (await (await get("/api/photos")).json()) as { id: string }[];
      first ??= photos[0]!.id;
      expect(photos[0]!.id).toBe(first);
      orders.add(photos.map((p) => p.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("a signed-in user", () => {
  it("never gets a kept body, and never leaves one for visitors", async () => {
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    // The owner asks first: what a visitor gets next must not be the owner's rendering.
    const own = await get("/ana?featured=landscape", { Cookie: cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(await own.text()).toContain('href="/account"');
    const visitor = await get("/ana?featured=landscape");
    expect(visitor.headers.get("x-cache")).toBe("MISS");
    const again = await get("/ana?featured=landscape", { Cookie: cookie });
    expect(again.headers.get("x-cache")).toBeNull();
    expect(await again.text()).toContain('href="/account"');
    expect(await (await get("/ana?featured=landscape")).text()).not.toContain('href="/account"');
  });
});

describe("a photo made private or deleted", () => {
  async function expectEverywhere(title: string, present: boolean) {
    // Every list shows it while it is public; no page at all may show it once it is not.
    const lists = ["/ana", "/api/photos", "/api/portfolio/ana/photos"];
    for (const address of present ? lists : PUBLIC_ADDRESSES()) {
      const body = await (await get(address)).text();
      if (present) expect(body, address).toContain(title);
      else expect(body, address).not.toContain(title);
    }
  }

  it("is gone from every public page and JSON on the next request", async () => {
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const json = { Cookie: cookie, "Content-Type": "application/json" };
    // Warm every address (the sitemap names photo pages, not titles: check ids there). The
    // home gallery's orders fill one by one, so only the others are sure to be hits by now.
    for (const address of PUBLIC_ADDRESSES()) await get(address);
    for (const address of PUBLIC_ADDRESSES().filter((a) => a !== "/" && a !== "/api/photos")) {
      expect((await get(address)).headers.get("x-cache"), address).toBe("HIT");
    }
    expect(await (await get("/ana")).text()).toContain(TITLES.hidden);

    const hidden = await fetch(`${server.url}/api/user/photos/${ids.hidden}/public`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ isPublic: false }),
    });
    expect(hidden.status).toBe(200);
    await expectEverywhere(TITLES.hidden, false);
    expect(await (await get("/sitemap.xml")).text()).not.toContain(ids.hidden);
    expect((await get(`/ana/photos/${ids.hidden}`)).status).toBe(404);
    expect((await get(`/photos/${ids.hidden}`)).status).toBe(404);

    await expectEverywhere(TITLES.deleted, true);
    const deleted = await fetch(`${server.url}/api/user/photos/${ids.deleted}`, {
      method: "DELETE",
      headers: { Cookie: cookie },
    });
    expect(deleted.status).toBe(200);
    await expectEverywhere(TITLES.deleted, false);
    expect(await (await get("/sitemap.xml")).text()).not.toContain(ids.deleted);
    expect((await get(`/ana/photos/${ids.deleted}`)).status).toBe(404);
  });
});

describe("page views", () => {
  it("count every visit, those served from the cache included", async () => {
    await server.stop();
    const before = await openDatabase({ dataDir });
    const counted = async (db: typeof before) =>
      (await db.pageViews.totalsByOwner(ids.ana)).get(`portfolio:${ids.ana}`) ?? 0;
    const start = await counted(before);
    await before.close();

    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
    const states: (string | null)[] = [];
    for (let i = 0; i < 12; i++) states.push((await get("/ana")).headers.get("x-cache"));
    expect(states.filter((state) => state === "HIT").length).toBeGreaterThanOrEqual(10);
    // Counted in memory, written at the latest when the server stops.
    await server.stop();
    const after = await openDatabase({ dataDir });
    expect((await counted(after)) - start).toBe(12);
    await after.close();
  });
});

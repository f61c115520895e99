import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { PageStore, type CachedBody } from "./page-store.server";

const body = (text: string, size = 10): CachedBody => ({
  status: 200,
  headers: [],
  cacheControl: "public, no-cache",
  identity: Buffer.from(text.padEnd(size)),
  identityLength: size,
  br: Buffer.alloc(size),
  etag: text,
  views: [],
  stamp: { since: 0, scopes: [] },
});

it("does not keep a render that started before the cache was emptied", () => {
  const store = new PageStore();
  const started = store.generation;
  store.clear(); // a write landed while the page rendered
  store.put("/ana", body("old"), null, started);
  expect(store.get("/ana", 0)).toBeUndefined();
  store.put("/ana", body("new"), null, store.generation);
  expect(store.get("/ana", 0)?.etag).toBe("new");
});

it("keeps each order of a shuffled page apart, and one body for a page that is not", () => {
  const store = new PageStore();
  store.put("/", body("first order"), { order: 0 }, store.generation);
  store.put("/", body("third order"), { order: 2 }, store.generation);
  expect(store.get("/", 0)?.etag).toBe("first order");
  expect(store.get("/", 1)).toBeUndefined();
  expect(store.get("/", 2)?.etag).toBe("third order");
  store.put("/ana", body("portfolio"), null, store.generation);
  expect(store.get("/ana", 5)?.etag).toBe("portfolio");
});

it("drops the least recently used pages past its size", () => {
  const store = new PageStore();
  const big = 3 * 1024 * 1024;
  for (let i = 0; i < 21; i++) store.put(`/p${i}`, body(`p${i}`, big), null, store.generation);
  store.get("/p0", 0); // used again: kept over /p1
  for (let i = 21; i < 25; i++) store.put(`/p${i}`, body(`p${i}`, big), null, store.generation);
  expect(store.get("/p0", 0)).toBeDefined();
  expect(store.get("/p1", 0)).toBeUndefined();
  expect(store.get("/p24", 0)).toBeDefined();
});

it("serves a body only while the scopes it was rendered under are unchanged", async () => {
  const { ScopeClock } = await import("./scope-clock");
  const clock = new ScopeClock();
  const store = new PageStore((stamp) => clock.isCurrent(stamp));
  const under = (scopes: string[]) => ({ since: clock.start(), scopes });
  store.put("/ana", { ...body("ana"), stamp: under(["user:ana"]) }, null, store.generation);
  store.put("/bruno", { ...body("bruno"), stamp: under(["user:bruno"]) }, null, store.generation);
  store.put("/sitemap.xml", { ...body("map"), stamp: under([]) }, null, store.generation);
  clock.tick(["user:ana"]);
  expect(store.get("/ana", 0)).toBeUndefined();
  expect(store.get("/bruno", 0)?.etag).toBe("bruno");
  // A body that named no scope is made of anything: any write makes it stale.
  expect(store.get("/sitemap.xml", 0)).toBeUndefined();
  clock.tick(["site"]);
  expect(store.get("/bruno", 0)).toBeUndefined();
});

it("keeps a page's brotli form only, and gives other clients the page as rendered or gzipped", async () => {
  const { bytesIn, encodeOnce } = await import("./encode.server");
  const store = new PageStore();
  // A 50-photo portfolio page is about 220 KB as rendered and a tenth of it compressed.
  const page = Buffer.from(`<main>${'<figure class="photo">…</figure>'.repeat(7000)}</main>`);
  const rendered = { ...body("page"), ...(await encodeOnce(page, true)) };
  for (let i = 0; i < 400; i++) store.put(`/p${i}`, rendered, null, store.generation);
  // 400 such pages are 90 MB as rendered: kept compressed, the 64 MB hold them all.
  expect(store.size).toBe(400);
  const kept = store.get("/p0", 0)!;
  expect(kept.identity).toBeUndefined();
  expect(bytesIn(kept, "identity").equals(page)).toBe(true);
  expect(kept.identityLength).toBe(page.length);
  expect(bytesIn(kept, "br")).toBe(rendered.br);
  expect(gunzipSync(bytesIn(kept, "gzip")).equals(page)).toBe(true);
  // Made once, for the later gzip clients too.
  expect(bytesIn(kept, "gzip")).toBe(bytesIn(kept, "gzip"));
});

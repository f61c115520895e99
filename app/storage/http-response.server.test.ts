import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectResponse } from "./http-response.server";
import { createLocalStore } from "./local-store.server";
import type { ObjectStore } from "./object-store";

describe("objectResponse", () => {
  let root: string;
  let store: ObjectStore;
  const key = "photo/u1/p1/w640.webp";
  const immutable = "public, max-age=31536000, immutable";

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "viewfinder-http-"));
    store = createLocalStore(root);
    await store.put(key, Buffer.from("0123456789"), {
      contentType: "image/webp",
      cacheControl: "private",
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const get = (headers: Record<string, string> = {}, method = "GET", k = key) =>
    objectResponse(store, k, new Request("http://localhost/media", { method, headers }), {
      cacheControl: immutable,
    });

  it("serves the whole object with its validators and safety headers", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": "10",
      "accept-ranges": "bytes",
      "cache-control": immutable,
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(new Date(response.headers.get("last-modified")!).getTime()).not.toBeNaN();
    expect(await response.text()).toBe("0123456789");
  });

  it("falls back to the cache control stored with the object", async () => {
    const response = await objectResponse(store, key, new Request("http://localhost/"));
    expect(response.headers.get("cache-control")).toBe("private");
    await response.body?.cancel();
  });

  it.each([
    ["bytes=2-5", "2345", "bytes 2-5/10"],
    ["bytes=7-", "789", "bytes 7-9/10"],
    ["bytes=-3", "789", "bytes 7-9/10"],
    ["bytes=-50", "0123456789", "bytes 0-9/10"],
    ["bytes=8-100", "89", "bytes 8-9/10"],
  ])("answers Range %s with 206", async (range, body, contentRange) => {
    const response = await get({ Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(contentRange);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(await response.text()).toBe(body);
  });

  it.each(["bytes=10-", "bytes=99-100", "bytes=-0"])(
    "answers unsatisfiable %s with 416",
    async (range) => {
      const response = await get({ Range: range });
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */10");
    },
  );

  it("answers any Range on an empty object with 416", async () => {
    await store.put("photo/u1/p1/empty", Buffer.alloc(0), { contentType: "image/webp" });
    for (const range of ["bytes=0-", "bytes=-1"]) {
      const response = await get({ Range: range }, "GET", "photo/u1/p1/empty");
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */0");
    }
  });

  it.each(["bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=abc"])(
    "ignores the Range %s it does not serve and sends everything",
    async (range) => {
      const response = await get({ Range: range });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("0123456789");
    },
  );

  it("answers 304 to a matching If-None-Match, 200 otherwise", async () => {
    const etag = (await store.head(key))!.etag!;
    for (const value of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await get({ "If-None-Match": value });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe(immutable);
      expect(response.body).toBeNull();
    }
    const changed = await get({ "If-None-Match": '"other"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe("0123456789");
  });

  it("answers 304 to If-Modified-Since unless the object is newer", async () => {
    const { lastModified } = (await store.head(key))!;
    expect((await get({ "If-Modified-Since": lastModified.toUTCString() })).status).toBe(304);
    const older = new Date(lastModified.getTime() - 60_000).toUTCString();
    const response = await get({ "If-Modified-Since": older });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it("honours If-Range: the range only while the validator still matches", async () => {
    const etag = (await store.head(key))!.etag!;
    const same = await get({ Range: "bytes=0-1", "If-Range": etag });
    expect(same.status).toBe(206);
    expect(await same.text()).toBe("01");
    const stale = await get({ Range: "bytes=0-1", "If-Range": '"stale"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe("0123456789");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await get({}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("10");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.body).toBeNull();
  });

  it("answers 404 for a missing object, with or without conditions, and for a bad key", async () => {
    expect((await get({}, "GET", "photo/u1/p1/missing")).status).toBe(404);
    expect((await get({ "If-None-Match": "*" }, "GET", "photo/u1/p1/missing")).status).toBe(404);
    expect((await get({ Range: "bytes=-1" }, "GET", "photo/u1/p1/missing")).status).toBe(404);
    expect((await get({}, "HEAD", "photo/u1/p1/missing")).status).toBe(404);
    expect((await get({}, "GET", "photo/../../etc/passwd")).status).toBe(404);
  });
});

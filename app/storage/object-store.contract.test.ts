import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStore } from "./local-store.server";
import {
  InvalidCursorError,
  InvalidKeyError,
  RangeNotSatisfiableError,
  type ObjectStore,
} from "./object-store";
import { createS3Store } from "./s3-store.server";
import { startTestS3Server } from "./test-s3-server";

/**
 * One contract, every adapter (docs/product.md#object-storage): the S3 adapter runs against a real
 * s3rver.
 */

interface Engine {
  store: ObjectStore;
  /** A store over the same objects that lists in pages of 2 keys (where paging exists). */
  pagedStore: ObjectStore;
  /** Local only: every file name under the storage folder, to spot leftovers. */
  allFiles?: () => Promise<string[]>;
  /** Local only: the storage folder. */
  root?: string;
  stop(): Promise<void>;
}

const engines: [string, () => Promise<Engine>][] = [
  [
    "local",
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "viewfinder-store-"));
      const store = createLocalStore(root);
      return {
        store,
        pagedStore: store,
        allFiles: async () => (await readdir(root, { recursive: true })).map(String),
        root,
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    "s3",
    async () => {
      const server = await startTestS3Server();
      return {
        store: createS3Store(server.options),
        pagedStore: createS3Store({ ...server.options, listPageSize: 2 }),
        stop: server.stop,
      };
    },
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Yields `bytes` in uneven pieces, then fails (or is destroyed) if asked to. */
function streamOf(bytes: Buffer, ending: "end" | "error" | "abort" = "end"): Readable {
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset < bytes.length) {
        const size = 65_536 + (offset % 7) * 1_000;
        this.push(bytes.subarray(offset, offset + size));
        offset += size;
      } else if (ending === "end") this.push(null);
      else if (ending === "error") this.destroy(new Error("client went away"));
      else this.destroy();
    },
  });
  return stream;
}

const jpeg = { contentType: "image/jpeg" };
let counter = 0;
const fresh = (name = "original") => `photo/u${++counter}/p1/${name}`;

describe.each(engines)("object store contract: %s", (_name, start) => {
  let engine: Engine;
  let store: ObjectStore;
  beforeAll(async () => {
    engine = await start();
    store = engine.store;
  });
  afterAll(() => engine?.stop());

  it("puts a Buffer and gets it back with its metadata", async () => {
    const key = fresh();
    const bytes = Buffer.from("hello, viewfinder");
    expect(
      await store.put(key, bytes, { contentType: "image/jpeg", cacheControl: "private" }),
    ).toEqual({
      key,
      size: bytes.length,
    });
    const object = await store.get(key);
    expect(object).toMatchObject({
      size: bytes.length,
      contentLength: bytes.length,
      contentType: "image/jpeg",
    });
    expect(object?.range).toBeUndefined();
    expect(object?.etag).toMatch(/^".+"$/);
    expect(Math.abs(object!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await readAll(object!.body)).toEqual(bytes);
  });

  it("puts a Uint8Array view and an empty body", async () => {
    const backing = new Uint8Array([9, 9, 1, 2, 3, 9]);
    const key = fresh();
    await store.put(key, backing.subarray(2, 5), jpeg);
    expect(await readAll((await store.get(key))!.body)).toEqual(Buffer.from([1, 2, 3]));

    const empty = fresh("empty");
    expect(await store.put(empty, Buffer.alloc(0), jpeg)).toEqual({ key: empty, size: 0 });
    const object = await store.get(empty);
    expect(object).toMatchObject({ size: 0, contentLength: 0 });
    expect((await readAll(object!.body)).length).toBe(0);
    await expect(store.get(empty, { range: { start: 0 } })).rejects.toThrow(
      RangeNotSatisfiableError,
    );
  });

  it("puts from a stream and reports the size it counted", async () => {
    const key = fresh("w1280.avif");
    const bytes = randomBytes(300_000);
    expect(await store.put(key, streamOf(bytes), { contentType: "image/avif" })).toEqual({
      key,
      size: 300_000,
    });
    expect(await store.head(key)).toMatchObject({ size: 300_000, contentType: "image/avif" });
    expect(sha256(await readAll((await store.get(key))!.body))).toBe(sha256(bytes));
  });

  it("round-trips a few MB of random bytes intact, whole and by range", async () => {
    // 12 MiB streamed: on S3 this takes the multipart path (8 MiB parts).
    const key = fresh();
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    expect((await store.put(key, streamOf(bytes), jpeg)).size).toBe(bytes.length);
    expect(sha256(await readAll((await store.get(key))!.body))).toBe(sha256(bytes));
    const start = 8 * 1024 * 1024 - 10;
    const slice = await store.get(key, { range: { start, end: start + 99 } });
    expect(await readAll(slice!.body)).toEqual(bytes.subarray(start, start + 100));
  });

  it("reads byte ranges, clamping the end and refusing a start past the end", async () => {
    const key = fresh();
    await store.put(key, Buffer.from("0123456789"), { contentType: "text/plain" });

    const middle = await store.get(key, { range: { start: 2, end: 5 } });
    expect(middle).toMatchObject({ size: 10, contentLength: 4, range: { start: 2, end: 5 } });
    expect((await readAll(middle!.body)).toString()).toBe("2345");

    const tail = await store.get(key, { range: { start: 7 } });
    expect(tail).toMatchObject({ contentLength: 3, range: { start: 7, end: 9 } });
    expect((await readAll(tail!.body)).toString()).toBe("789");

    const clamped = await store.get(key, { range: { start: 8, end: 1_000 } });
    expect(clamped).toMatchObject({ contentLength: 2, range: { start: 8, end: 9 } });
    expect((await readAll(clamped!.body)).toString()).toBe("89");

    const error = await store.get(key, { range: { start: 10 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeNotSatisfiableError);
    expect((error as RangeNotSatisfiableError).size).toBe(10);
    await expect(store.get(key, { range: { start: 5, end: 2 } })).rejects.toThrow(RangeError);
  });

  it("heads objects, with their cache control", async () => {
    const key = fresh();
    await store.put(key, Buffer.from("abc"), {
      contentType: "image/webp",
      cacheControl: "public, max-age=60",
    });
    const info = await store.head(key);
    expect(info).toMatchObject({
      size: 3,
      contentType: "image/webp",
      cacheControl: "public, max-age=60",
    });
    const object = await store.get(key);
    object?.body.destroy();
    expect(info?.etag).toBe(object?.etag);
  });

  it("answers null for missing keys and deletes idempotently", async () => {
    const key = fresh();
    expect(await store.get(key)).toBeNull();
    expect(await store.get(key, { range: { start: 0 } })).toBeNull();
    expect(await store.head(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    // A folder of other objects is not an object.
    await store.put(`${key}/child`, Buffer.from("x"), jpeg);
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
  });

  it("replaces an object on a second put", async () => {
    const key = fresh();
    await store.put(key, Buffer.from("first"), { contentType: "image/jpeg" });
    const before = await store.head(key);
    await store.put(key, Buffer.from("second!"), { contentType: "image/png" });
    const after = await store.get(key);
    expect(after).toMatchObject({ size: 7, contentType: "image/png" });
    expect(after?.etag).not.toBe(before?.etag);
    expect((await readAll(after!.body)).toString()).toBe("second!");
  });

  it("lists by prefix, sorted, across pages", async () => {
    const user = `u${++counter}`;
    const keys = [
      `photo/${user}/p2/original`,
      `photo/${user}/p1/w640.webp`,
      `photo/${user}/p1/original`,
    ];
    for (const key of keys) await store.put(key, Buffer.from(key), jpeg);
    await store.put(`photo/${user}0/p1/original`, Buffer.from("other user"), jpeg);

    const listed = await engine.pagedStore.list(`photo/${user}/`);
    expect(listed.map((o) => o.key)).toEqual([...keys].sort());
    expect(listed[0]).toMatchObject({ size: keys.sort()[0].length });
    expect(listed[0].lastModified).toBeInstanceOf(Date);

    // A prefix is a string prefix, as in S3: "photo/u7" also matches "photo/u70/…".
    expect(await engine.pagedStore.list(`photo/${user}`)).toHaveLength(4);
    expect(await store.list(`photo/${user}/p1/`)).toHaveLength(2);
    expect(await store.list(`photo/${user}/p1/w`)).toHaveLength(1);
    expect(await store.list(`photo/${user}/nothing/`)).toEqual([]);
    expect((await store.list("")).length).toBeGreaterThanOrEqual(4);
  });

  it("lists page by page with a cursor, as list would in one go", async () => {
    const user = `u${++counter}`;
    const keys = ["a", "b", "c", "d", "e"].map((p) => `photo/${user}/${p}/original`);
    for (const key of [...keys].reverse()) await store.put(key, Buffer.from(key), jpeg);
    await store.put(`photo/${user}0/a/original`, Buffer.from("other user"), jpeg);

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listPage(`photo/${user}/`, { pageSize: 2, cursor });
      pages.push(page.objects.map((o) => o.key));
      expect(page.objects.every((o) => o.lastModified instanceof Date && o.size > 0)).toBe(true);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([keys.slice(0, 2), keys.slice(2, 4), keys.slice(4)]);

    // Exactly one page's worth: no cursor to a page that would be empty.
    const whole = await store.listPage(`photo/${user}/`, { pageSize: 5 });
    expect(whole.objects.map((o) => o.key)).toEqual(keys);
    expect(whole.nextCursor).toBeUndefined();
    expect(await store.listPage(`photo/${user}/zzz`, { pageSize: 3 })).toEqual({
      objects: [],
      nextCursor: undefined,
    });
  });

  it("resumes after the cursor's key even when objects changed in between", async () => {
    const user = `u${++counter}`;
    for (const p of ["a", "b", "d"]) await store.put(`photo/${user}/${p}`, Buffer.from(p), jpeg);
    const first = await store.listPage(`photo/${user}/`, { pageSize: 2 });
    expect(first.objects.map((o) => o.key)).toEqual([`photo/${user}/a`, `photo/${user}/b`]);
    await store.delete(`photo/${user}/b`);
    await store.put(`photo/${user}/c`, Buffer.from("c"), jpeg);
    const second = await store.listPage(`photo/${user}/`, {
      pageSize: 2,
      cursor: first.nextCursor,
    });
    expect(second.objects.map((o) => o.key)).toEqual([`photo/${user}/c`, `photo/${user}/d`]);
    expect(second.nextCursor).toBeUndefined();
  });

  it("refuses bad page sizes, cursors and prefixes when paging", async () => {
    for (const pageSize of [0, -1, 1.5, 1001, Number.NaN]) {
      await expect(store.listPage("photo/", { pageSize })).rejects.toThrow(RangeError);
    }
    for (const cursor of [
      "",
      "not a cursor!",
      "../..",
      Buffer.from("a\nb").toString("base64url"),
    ]) {
      await expect(store.listPage("photo/", { pageSize: 2, cursor })).rejects.toThrow(
        InvalidCursorError,
      );
    }
    await expect(store.listPage("../", { pageSize: 2 })).rejects.toThrow(InvalidKeyError);
  });

  it("deletes one key, then a whole prefix", async () => {
    const user = `u${++counter}`;
    for (const name of ["a", "b", "c"])
      await store.put(`photo/${user}/p1/${name}`, Buffer.from(name), jpeg);
    await store.put(`photo/${user}x/p1/a`, Buffer.from("keep"), jpeg);

    await store.delete(`photo/${user}/p1/a`);
    expect(await store.head(`photo/${user}/p1/a`)).toBeNull();
    expect((await store.list(`photo/${user}/`)).map((o) => o.key)).toEqual([
      `photo/${user}/p1/b`,
      `photo/${user}/p1/c`,
    ]);

    expect(await engine.pagedStore.deletePrefix(`photo/${user}/`)).toBe(2);
    expect(await store.list(`photo/${user}/`)).toEqual([]);
    expect(await store.head(`photo/${user}x/p1/a`)).not.toBeNull();
    await expect(store.deletePrefix("")).rejects.toThrow(/non-empty/);
  });

  // A process killed mid-put leaves a hidden temp file (or a sidecar without its file) behind.
  it.runIf(_name === "local")(
    "deletes a folder's prefix together with what killed writes left in it",
    async () => {
      const user = `u${++counter}`;
      await store.put(`photo/${user}/p1/original`, Buffer.from("kept"), jpeg);
      await store.put(`photo/${user}/p2/original`, Buffer.from("gone"), jpeg);
      const folder = path.join(engine.root!, "photo", user, "p2");
      await writeFile(path.join(folder, ".w640-1a2b.avif.9f8e7d6c5b4a.tmp"), "partial");
      await mkdir(path.join(folder, "deeper"));
      await writeFile(path.join(folder, "deeper", ".w320.avif.meta.json"), "{}");

      expect(await store.deletePrefix(`photo/${user}/p2/`)).toBe(1);
      expect((await engine.allFiles!()).filter((f) => f.includes(`${user}/p2`))).toEqual([]);
      expect(await store.head(`photo/${user}/p1/original`)).not.toBeNull();
    },
  );

  // A process killed mid-put leaves its temp file where every write in progress is (ADR 39).
  it.runIf(_name === "local")(
    "removes the temp files of writes begun before a time, and only those",
    async () => {
      const writing = path.join(engine.root!, ".writing");
      await store.put(`photo/u${++counter}/p1/original`, Buffer.from("kept"), jpeg);
      const dead = path.join(writing, ".w640-1a2b.avif.9f8e7d6c5b4a.tmp");
      const live = path.join(writing, ".original.0a1b2c3d4e5f.tmp");
      await writeFile(dead, "partial");
      await writeFile(live, "partial");
      const hourAgo = new Date(Date.now() - 3_600_000);
      await utimes(dead, hourAgo, hourAgo);

      expect(await store.removeAbandonedWrites!(new Date(Date.now() - 60_000))).toBe(1);
      const left = (await engine.allFiles!()).filter((f) => f.endsWith(".tmp"));
      expect(left).toEqual([path.join(".writing", path.basename(live))]);
      expect(await store.removeAbandonedWrites!(new Date(Date.now() + 1000))).toBe(1);
      expect((await engine.allFiles!()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
      // The folder of writes in progress is no object, nor a folder of them.
      expect((await store.list("")).some((o) => o.key.includes("writing"))).toBe(false);
    },
  );

  it.each([
    "",
    "/photo/u1/p1",
    "photo//p1",
    "photo/../secret",
    "../secret",
    "photo/u1/",
    "photo/.hidden",
    "photo/a b",
    "photo/\u00fc",
    "photo\\u1",
    "photo/%2e%2e/x",
    "a".repeat(513),
  ])("rejects the bad key %j everywhere", async (key) => {
    await expect(store.put(key, Buffer.from("x"), jpeg)).rejects.toThrow(InvalidKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidKeyError);
    await expect(store.head(key)).rejects.toThrow(InvalidKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidKeyError);
  });

  it("rejects bad prefixes when listing", async () => {
    await expect(store.list("../")).rejects.toThrow(InvalidKeyError);
    await expect(store.list("photo//")).rejects.toThrow(InvalidKeyError);
  });

  it.each(["error", "abort"] as const)(
    "leaves no object and keeps the previous one when the input stream ends in %s",
    async (ending) => {
      const existing = fresh();
      await store.put(existing, Buffer.from("previous"), jpeg);
      // Small (one PutObject on S3), and past two 8 MiB parts (a multipart upload already begun).
      for (const size of [200_000, 17 * 1024 * 1024]) {
        await expect(
          store.put(existing, streamOf(randomBytes(size), ending), jpeg),
        ).rejects.toThrow();
        const kept = await store.get(existing);
        expect(kept?.contentType).toBe("image/jpeg");
        expect((await readAll(kept!.body)).toString()).toBe("previous");

        const created = fresh();
        await expect(
          store.put(created, streamOf(randomBytes(size), ending), jpeg),
        ).rejects.toThrow();
        expect(await store.head(created)).toBeNull();
        expect(await store.list(created)).toEqual([]);
      }
      if (engine.allFiles)
        expect((await engine.allFiles()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    },
  );
});

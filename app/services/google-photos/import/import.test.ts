import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-google-import-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { photoFolder } = await import("~/services/photos/photo-keys.server");
const { enqueueImport, importSummary, jobProgress, runImportJob, startImportWorker } =
  await import("./index.server");
type FetchMedia = import("./index.server").FetchMedia;

/**
 * A loopback stand-in for Google's media downloads: `GET /media/<fixture>=d` with the bearer
 * token answers the fixture's bytes. It can answer 429 once, or fail a download every time.
 */
const TOKEN = "stand-in-access-token";
const media = {
  hits: new Map<string, number>(),
  tooManyOnce: new Set<string>(),
  failing: new Set<string>(),
};
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const match = /^\/media\/([\w.-]+)=d$/.exec(request.url ?? "");
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401).end();
      return;
    }
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const name = match[1]!;
    media.hits.set(name, (media.hits.get(name) ?? 0) + 1);
    if (media.tooManyOnce.delete(name)) {
      response.writeHead(429, { "retry-after": "1" }).end();
      return;
    }
    if (media.failing.has(name)) {
      response.writeHead(500).end();
      return;
    }
    const bytes = fixture(name);
    response.writeHead(200, { "content-type": "image/*", "content-length": bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the connection's authorized fetch does: the user's bearer token on every request. */
const fetchMedia: FetchMedia = (_userId, url, init) =>
  fetch(url, { ...init, headers: { authorization: `Bearer ${TOKEN}` } });
const fast = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

const item = (name: string, metadata?: Record<string, unknown>) => ({
  googleId: `google-${name}`,
  filename: name,
  mimeType: "image/*",
  baseUrl: `${origin}/media/${name}`,
  ...(metadata ? { metadata } : {}),
});
const THREE = ["canon-gps.jpg", "meadow.png", "flower.webp"];

let users = 0;
const newUser = async () => (await createUser(`importer${++users}`)).id;

async function readObject(key: string): Promise<Buffer> {
  const object = await objectStore().get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every stored object of the user is a photo's original or derivative: nothing orphaned. */
async function expectNoOrphans(userId: string) {
  const { photos } = await db();
  const records = await photos.listByUser(userId);
  const expected = records.flatMap((p) => [p.originalKey!, ...p.derivatives.map((d) => d.key)]);
  const stored = (await objectStore().list(`photo/${userId}/`)).map((o) => o.key);
  expect(stored.sort()).toEqual(expected.sort());
}

const sourceIds = async (userId: string) =>
  (await (await db()).photos.listByUser(userId)).map((p) => p.source?.itemId).sort();

describe("importing picked photos", () => {
  it("imports three photos through the upload pipeline, private, with Google's facts where the file has none", async () => {
    const userId = await newUser();
    const job = await enqueueImport(
      userId,
      [
        item("canon-gps.jpg"),
        item("meadow.png", {
          createTime: new Date("2024-05-06T07:08:09Z"),
          cameraMake: "Google",
          cameraModel: "Pixel 8",
          exposureTime: "0.004s",
        }),
        item("flower.webp"),
      ],
      { source: "picker", sourceRef: ["session-1"] },
    );
    expect(job).not.toBeNull();
    expect(await jobProgress(userId)).toEqual({
      total: 3,
      done: 0,
      failed: 0,
      skipped: 0,
      state: "queued",
    });

    const { claimed, job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
    expect(claimed).toBe(true);
    expect(finished).toMatchObject({
      state: "done",
      counts: { total: 3, done: 3, skipped: 0, failed: 0 },
    });
    expect(finished?.items.every((i) => i.state === "done" && i.attempts === 1)).toBe(true);
    expect(await jobProgress(userId)).toEqual({
      total: 3,
      done: 3,
      failed: 0,
      skipped: 0,
      state: "done",
    });
    const summary = await importSummary(userId);
    expect(summary.lastSync).toBeInstanceOf(Date);
    expect(summary.errors).toEqual([]);

    const { photos } = await db();
    const records = await photos.listByUser(userId);
    expect(records.map((p) => p.title).sort()).toEqual(["canon-gps", "flower", "meadow"]);
    for (const photo of records) {
      expect(photo).toMatchObject({ isPublic: false, featured: false, category: "other" });
      expect(new Set(photo.derivatives.map((d) => d.format))).toEqual(
        new Set(["avif", "webp", "jpeg"]),
      );
      for (const d of photo.derivatives) {
        const meta = await sharp(await readObject(d.key)).metadata();
        expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      }
    }
    expect(await sourceIds(userId)).toEqual(THREE.map((n) => `google-${n}`).sort());
    const canon = records.find((p) => p.title === "canon-gps")!;
    // The file's own camera and position (kept private) win over anything Google says.
    expect(canon.exif).toMatchObject({ make: expect.stringMatching(/canon/i) });
    expect(canon.gps).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const meadow = records.find((p) => p.title === "meadow")!;
    expect(meadow.exif).toMatchObject({ make: "Google", model: "Pixel 8", shutter: "1/250" });
    expect(meadow.takenAt).toEqual(new Date("2024-05-06T07:08:09Z"));
    expect(meadow.gps).toBeUndefined();
    await expectNoOrphans(userId);

    // The same job again, the same items again (a second poll of the session): nothing twice.
    const hits = new Map(media.hits);
    expect((await runImportJob(job!.id, { fetchMedia, retry: fast })).claimed).toBe(false);
    expect(
      await enqueueImport(
        userId,
        THREE.map((name) => item(name)),
      ),
    ).toBeNull();
    // Even a job that names them again skips them without downloading anything.
    const again = await (
      await db()
    ).importJobs.create({
      userId,
      source: "picker",
      sourceRef: ["session-1"],
      items: THREE.map((name) => item(name)),
    });
    const repeat = await runImportJob(again.id, { fetchMedia, retry: fast });
    expect(repeat.job).toMatchObject({
      state: "done",
      counts: { total: 3, done: 0, skipped: 3, failed: 0 },
    });
    expect(media.hits).toEqual(hits);
    expect(await sourceIds(userId)).toEqual(THREE.map((n) => `google-${n}`).sort());
  });

  it("tries again after a 429, honouring Retry-After, and records the attempts", async () => {
    const userId = await newUser();
    media.tooManyOnce.add("flower.webp");
    const job = await enqueueImport(userId, [item("flower.webp")]);
    const started = Date.now();
    const { job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
    expect(finished?.items[0]).toMatchObject({ state: "done", attempts: 2 });
    // Retry-After said 1 s; the policy caps any wait at 50 ms here.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await sourceIds(userId)).toEqual(["google-flower.webp"]);
  });

  it("records a download that keeps failing and imports the others", async () => {
    const userId = await newUser();
    media.failing.add("canon-gps.jpg");
    try {
      const job = await enqueueImport(userId, [item("canon-gps.jpg"), item("flower.webp")]);
      const { job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
      expect(finished).toMatchObject({
        state: "done",
        counts: { total: 2, done: 1, skipped: 0, failed: 1 },
      });
      expect(finished?.items[0]).toMatchObject({
        state: "failed",
        attempts: 3,
        error: "Download failed (HTTP 500).",
      });
      expect(finished?.items[0]?.photoId).toBeUndefined();
      expect(await sourceIds(userId)).toEqual(["google-flower.webp"]);
      expect((await importSummary(userId)).errors).toEqual([
        { filename: "canon-gps.jpg", message: "Download failed (HTTP 500).", at: expect.any(Date) },
      ]);
      await expectNoOrphans(userId);
    } finally {
      media.failing.delete("canon-gps.jpg");
    }
  });

  it("resumes a job whose worker died halfway: no duplicates, nothing orphaned", async () => {
    const userId = await newUser();
    const job = await enqueueImport(
      userId,
      THREE.map((name) => item(name)),
    );
    const crash = new AbortController();
    let downloads = 0;
    // The first worker dies as its second download starts.
    const dying: FetchMedia = (id, url, init) => {
      if (++downloads === 2) crash.abort(new Error("killed"));
      return fetchMedia(id, url, init);
    };
    const leaseMs = 1500;
    const first = await runImportJob(job!.id, {
      fetchMedia: dying,
      concurrency: 1,
      leaseMs,
      retry: fast,
      signal: crash.signal,
    });
    expect(first.claimed).toBe(true);
    expect(first.job).toMatchObject({ state: "running", counts: { done: 1 } });
    const interrupted = first.job!.items[1]!;
    expect(interrupted).toMatchObject({ state: "pending", photoId: expect.any(String) });
    // What a crash in the middle of storing leaves: files under the photo's folder, no record.
    await objectStore().put(
      `${photoFolder(userId, interrupted.photoId!)}original`,
      Buffer.from("x"),
      {
        contentType: "image/jpeg",
        cacheControl: "private, no-store",
      },
    );

    // While the dead worker's lease lasts, nobody else takes the job.
    expect((await runImportJob(job!.id, { fetchMedia, leaseMs, retry: fast })).claimed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 50));
    const second = await runImportJob(job!.id, { fetchMedia, leaseMs, retry: fast });
    expect(second.claimed).toBe(true);
    expect(second.job).toMatchObject({
      state: "done",
      counts: { total: 3, done: 3, skipped: 0, failed: 0 },
    });
    expect(await sourceIds(userId)).toEqual(THREE.map((n) => `google-${n}`).sort());
    await expectNoOrphans(userId);
  });

  it("lets only one of two racing workers claim a job", async () => {
    const userId = await newUser();
    const job = await enqueueImport(userId, [item("flower.webp")]);
    const results = await Promise.all([
      runImportJob(job!.id, { fetchMedia, owner: "a", retry: fast }),
      runImportJob(job!.id, { fetchMedia, owner: "b", retry: fast }),
    ]);
    expect(results.map((r) => r.claimed).sort()).toEqual([false, true]);
    expect(await sourceIds(userId)).toEqual(["google-flower.webp"]);
  });
});

describe("the import worker", () => {
  it("idles safely with nothing queued, and runs a job as soon as one is queued", async () => {
    const worker = startImportWorker({ fetchMedia, retry: fast, pollMs: 60_000 });
    try {
      const userId = await newUser();
      await enqueueImport(userId, [item("flower.webp")]);
      const deadline = Date.now() + 30_000;
      while ((await jobProgress(userId)).state !== "done" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await jobProgress(userId)).toMatchObject({ state: "done", done: 1 });
    } finally {
      await worker.stop();
    }
  });
});

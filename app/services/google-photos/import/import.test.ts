import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { startGoogleStandIn, type GoogleStandIn } from "../../../../tests/stand-ins/google";

const dataDir = tempDataDir("viewfinder-google-import-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { photoFolder } = await import("~/services/photos/photo-keys.server");
const { enqueueImport, importSummary, jobProgress, runImportJob, startImportWorker } =
  await import("./index.server");
const { importItemFromPicked } = await import("./picked-items.server");
type FetchMedia = import("./index.server").FetchMedia;
type NewImportItem = import("~/data/import-jobs.server").NewImportItem;
type PickedMediaItem = import("./picked-items.server").PickedMediaItem;

let google: GoogleStandIn;
let token = "";

/** An access token from the stand-in's OAuth endpoints (consent, then code exchange with PKCE). */
async function accessToken(): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = "http://viewfinder.test/api/auth/google/photos/callback";
  const consent = new URL(`${google.url}/o/oauth2/v2/auth`);
  consent.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "https://www.googleapis.com/auth/photospicker.mediaitems.readonly",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  const answer = await fetch(consent, { redirect: "manual" });
  const code = new URL(answer.headers.get("location")!).searchParams.get("code")!;
  const exchange = await fetch(`${google.url}/token`, {
    method: "POST",
    body: new URLSearchParams({
      client_id: google.clientId,
      client_secret: google.clientSecret,
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  return ((await exchange.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  google = await startGoogleStandIn();
  token = await accessToken();
});

afterAll(async () => {
  await google.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the connection's authorized fetch does: the user's bearer token on every request. */
const fetchMedia: FetchMedia = (_userId, url, init) =>
  fetch(url, { ...init, headers: { authorization: `Bearer ${token}` } });
const fast = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

/** A picker session in which the user picked these items, read back as the app reads it. */
async function pick(ids?: string[]): Promise<{ sessionId: string; items: NewImportItem[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const session = (await (
    await fetch(`${google.url}/v1/sessions`, { method: "POST", headers })
  ).json()) as { id: string };
  google.pick(session.id, ids);
  const picked: PickedMediaItem[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(`${google.url}/v1/mediaItems`);
    url.searchParams.set("sessionId", session.id);
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const page = (await (await fetch(url, { headers })).json()) as {
      mediaItems: PickedMediaItem[];
      nextPageToken?: string;
    };
    picked.push(...page.mediaItems);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return {
    sessionId: session.id,
    items: picked.flatMap((item) => importItemFromPicked(item) ?? []),
  };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const ALL = ["gp-canon-gps", "gp-meadow", "gp-storm"];

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

describe("importing picked photos (against the Google stand-in)", () => {
  it("imports three picked photos through the upload pipeline, private, with Google's facts where the file has none", async () => {
    const userId = await newUser();
    const meadowItem = google.mediaItems.find((i) => i.id === "gp-meadow")!;
    Object.assign(meadowItem, { cameraMake: "Google", cameraModel: "Pixel 8" });
    const { sessionId, items } = await pick();
    delete meadowItem.cameraMake;
    delete meadowItem.cameraModel;
    expect(items.map((i) => i.googleId).sort()).toEqual(ALL);

    const job = await enqueueImport(userId, items, { source: "picker", sourceRef: [sessionId] });
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
    expect(records.map((p) => p.title).sort()).toEqual(["canon-gps", "meadow", "storm-rotated"]);
    expect(await sourceIds(userId)).toEqual(ALL);
    for (const photo of records) {
      expect(photo).toMatchObject({ isPublic: false, featured: false, category: "other" });
      // The original is the very file Google served, byte for byte.
      const served = google.mediaItems.find((i) => i.id === photo.source?.itemId)!;
      expect(sha256(await readObject(photo.originalKey!))).toBe(sha256(served.bytes));
      // Google's name for the file, for the photographer's selections (ADR 66).
      expect(photo.originalFileName).toBe(served.filename);
      expect(new Set(photo.derivatives.map((d) => d.format))).toEqual(
        new Set(["avif", "webp", "jpeg"]),
      );
      for (const d of photo.derivatives) {
        const meta = await sharp(await readObject(d.key)).metadata();
        // Only the rights (ADR 46): the photographer's name as creator, nothing of the camera.
        expect(meta.iptc).toBeUndefined();
        expect(meta.xmp?.toString()).toContain("<dc:creator>");
        const written = `${meta.xmp?.toString() ?? ""}${meta.exif?.toString("latin1") ?? ""}`;
        expect(written).not.toMatch(/GPS|Canon|SerialNumber|exif:|tiff:/);
      }
    }
    const canon = records.find((p) => p.title === "canon-gps")!;
    // The file's own facts and position (kept private) win over anything Google says.
    expect(canon.exif).toMatchObject({ make: expect.stringMatching(/canon/i) });
    expect(canon.gps).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const meadow = records.find((p) => p.title === "meadow")!;
    expect(meadow.exif).toMatchObject({ make: "Google", model: "Pixel 8" });
    expect(meadow.takenAt).toEqual(new Date("2022-06-01T08:00:00Z"));
    expect(meadow.gps).toBeUndefined();
    await expectNoOrphans(userId);

    // The same job again, the same session polled again: nothing is imported twice.
    const downloads = new Map(google.downloads);
    expect((await runImportJob(job!.id, { fetchMedia, retry: fast })).claimed).toBe(false);
    expect(await enqueueImport(userId, (await pick()).items)).toBeNull();
    // Even a job that names them again skips them without downloading anything.
    const again = await (
      await db()
    ).importJobs.create({
      userId,
      source: "picker",
      sourceRef: [sessionId],
      items,
    });
    const repeat = await runImportJob(again.id, { fetchMedia, retry: fast });
    expect(repeat.job).toMatchObject({
      state: "done",
      counts: { total: 3, done: 0, skipped: 3, failed: 0 },
    });
    expect(google.downloads).toEqual(downloads);
    expect(await sourceIds(userId)).toEqual(ALL);
  });

  it("tries a download again after a 429 and records the attempts", async () => {
    const userId = await newUser();
    google.failOnce("/media/gp-meadow=d", 429);
    const job = await enqueueImport(userId, (await pick(["gp-meadow"])).items);
    const { job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
    expect(finished?.items[0]).toMatchObject({ state: "done", attempts: 2 });
    expect(await sourceIds(userId)).toEqual(["gp-meadow"]);
  });

  it("records a download that keeps failing and imports the others", async () => {
    const userId = await newUser();
    google.failDownload("gp-canon-gps");
    try {
      const job = await enqueueImport(userId, (await pick(["gp-canon-gps", "gp-meadow"])).items);
      const { job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
      expect(finished).toMatchObject({
        state: "done",
        counts: { total: 2, done: 1, skipped: 0, failed: 1 },
      });
      const failed = finished!.items.find((i) => i.googleId === "gp-canon-gps")!;
      expect(failed).toMatchObject({
        state: "failed",
        attempts: 3,
        error: "Download failed (HTTP 500).",
      });
      expect(failed.photoId).toBeUndefined();
      expect(await sourceIds(userId)).toEqual(["gp-meadow"]);
      expect((await importSummary(userId)).errors).toEqual([
        { filename: "canon-gps.jpg", message: "Download failed (HTTP 500).", at: expect.any(Date) },
      ]);
      await expectNoOrphans(userId);
    } finally {
      google.restoreDownload("gp-canon-gps");
    }
  });

  it("resumes a job whose worker died halfway: no duplicates, nothing orphaned", async () => {
    const userId = await newUser();
    const job = await enqueueImport(userId, (await pick()).items);
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
      { contentType: "image/jpeg", cacheControl: "private, no-store" },
    );

    // The server restarts: the database is closed and opened again from its files.
    await closeDatabase();
    // While the dead worker's lease lasts, nobody else takes the job.
    expect((await runImportJob(job!.id, { fetchMedia, leaseMs, retry: fast })).claimed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 50));
    const second = await runImportJob(job!.id, { fetchMedia, leaseMs, retry: fast });
    expect(second.claimed).toBe(true);
    expect(second.job).toMatchObject({
      state: "done",
      counts: { total: 3, done: 3, skipped: 0, failed: 0 },
    });
    expect(await sourceIds(userId)).toEqual(ALL);
    await expectNoOrphans(userId);
  });

  it("lets only one of two racing workers claim a job", async () => {
    const userId = await newUser();
    const job = await enqueueImport(userId, (await pick(["gp-storm"])).items);
    const results = await Promise.all([
      runImportJob(job!.id, { fetchMedia, owner: "a", retry: fast }),
      runImportJob(job!.id, { fetchMedia, owner: "b", retry: fast }),
    ]);
    expect(results.map((r) => r.claimed).sort()).toEqual([false, true]);
    expect(await sourceIds(userId)).toEqual(["gp-storm"]);
  });
});

describe("imports and account deletion", () => {
  it("drops a deleted account's imports, and a job left for a gone account adds nothing", async () => {
    const user = await createUser(`importer${++users}`);
    const { items } = await pick(["gp-meadow"]);
    const job = await enqueueImport(user.id, items);
    // A second one, as a repeat pick in another tab might have queued; then the account goes.
    const { importJobs, users: accounts } = await db();
    const orphan = await importJobs.create({
      userId: user.id,
      source: "picker",
      sourceRef: [],
      items,
    });
    const { deleteAccount } = await import("~/services/account/delete-account.server");
    await deleteAccount(user, user.username!);
    expect(await importJobs.findById(job!.id)).toBeNull();
    expect(await importJobs.findById(orphan.id)).toBeNull();
    expect(await accounts.findById(user.id)).toBeNull();

    const recreated = await importJobs.create({
      userId: user.id,
      source: "picker",
      sourceRef: [],
      items,
    });
    const { job: finished } = await runImportJob(recreated.id, { fetchMedia, retry: fast });
    expect(finished).toMatchObject({ state: "failed", counts: { failed: 1 } });
    expect(finished?.items[0]?.error).toBe("The account no longer exists.");
    expect(await sourceIds(user.id)).toEqual([]);
    expect(await objectStore().list(`photo/${user.id}/`)).toEqual([]);
  });
});

describe("the import worker", () => {
  it("idles safely with nothing queued, and runs a job as soon as one is queued", async () => {
    const worker = startImportWorker({ fetchMedia, retry: fast, pollMs: 60_000 });
    try {
      const userId = await newUser();
      await enqueueImport(userId, (await pick(["gp-meadow"])).items);
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

describe("a worker that shuts down", () => {
  it("gives its job back to the queue at once, and the next worker finishes it", async () => {
    const userId = await newUser();
    let downloads = 0;
    let stopped: Promise<void> | undefined;
    const worker = startImportWorker({
      // Shutdown arrives as the second download starts.
      fetchMedia: (id, url, init) => {
        if (++downloads === 2) stopped = worker.stop();
        return fetchMedia(id, url, init);
      },
      concurrency: 1,
      retry: fast,
      pollMs: 60_000,
    });
    const job = await enqueueImport(userId, (await pick()).items);
    const deadline = Date.now() + 30_000;
    while (!stopped && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stopped;
    const { importJobs } = await db();
    const released = await importJobs.findById(job!.id);
    expect(released).toMatchObject({ state: "queued", counts: { done: 1 } });
    expect(released?.lease).toBeUndefined();

    const { job: finished } = await runImportJob(job!.id, { fetchMedia, retry: fast });
    expect(finished).toMatchObject({ state: "done", counts: { total: 3, done: 3 } });
    expect(await sourceIds(userId)).toEqual(ALL);
    await expectNoOrphans(userId);
  });
});

describe("picked items", () => {
  it("leaves videos out and keeps Google's facts", () => {
    expect(
      importItemFromPicked({
        id: "v1",
        type: "VIDEO",
        mediaFile: { baseUrl: "http://x", mimeType: "video/mp4", filename: "clip.mp4" },
      }),
    ).toBeNull();
    expect(
      importItemFromPicked({
        id: "p1",
        type: "PHOTO",
        createTime: "2024-01-02T03:04:05Z",
        mediaFile: {
          baseUrl: "http://x/p1",
          mimeType: "image/jpeg",
          filename: "IMG_1.jpg",
          mediaFileMetadata: {
            cameraMake: "Google",
            photoMetadata: { focalLength: 4.2, apertureFNumber: 1.8, isoEquivalent: 100 },
          },
        },
      }),
    ).toEqual({
      googleId: "p1",
      filename: "IMG_1.jpg",
      mimeType: "image/jpeg",
      baseUrl: "http://x/p1",
      metadata: {
        createTime: new Date("2024-01-02T03:04:05Z"),
        cameraMake: "Google",
        focalLength: 4.2,
        apertureFNumber: 1.8,
        isoEquivalent: 100,
      },
    });
  });
});

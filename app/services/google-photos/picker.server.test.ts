import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

const google = await startGoogleStandIn();
const dataDir = tempDataDir("viewfinder-google-picker-");
process.env.SESSION_SECRET = "google-picker-test-secret";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const { startImportWorker, jobProgress } = await import("./import/index.server");
const sessionRoute = await import("~/routes/api.google-photos.picker.session");
const statusRoute = await import("~/routes/api.google-photos.picker.status.$sessionId");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";
let users = 0;

/** A signed-in user who connected Google Photos through the stand-in's consent. */
async function connectedUser() {
  const user = await createUser(`picker${++users}`);
  const session = await newSession();
  session.set("userId", user.id);
  const cookie = (await commitSession(session)).split(";")[0]!;
  const get = (url: string) => new Request(url, { headers: { Cookie: cookie } });
  const start = await connection.startAuthorization(
    get(`${site}/api/auth/google/photos/start`),
    user,
  );
  const consent = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const done = await connection.completeAuthorization(get(consent.headers.get("Location")!), user);
  expect(done.headers.get("Location")).toBe("/account?google_photos=connected");
  return { user, cookie };
}

type Connected = Awaited<ReturnType<typeof connectedUser>>;

async function createSession(who: Connected) {
  const response = await sessionRoute.action({
    request: new Request(`${site}/api/google-photos/picker/session`, {
      method: "POST",
      headers: { Cookie: who.cookie },
    }),
    params: {},
    context: {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function poll(who: Connected, sessionId: string) {
  const response = await statusRoute.loader({
    request: new Request(`${site}/api/google-photos/picker/status/${sessionId}`, {
      headers: { Cookie: who.cookie },
    }),
    params: { sessionId },
    context: {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const photosOf = async (userId: string) =>
  (await (await db()).photos.listByUser(userId)).map((p) => p.source?.itemId).sort();
const fast = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

async function untilDone(userId: string) {
  const deadline = Date.now() + 60_000;
  while ((await jobProgress(userId)).state !== "done" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the Google Photos picker (against the stand-in)", () => {
  it("creates a session, queues the picked photos once, and the worker imports them", async () => {
    const alice = await connectedUser();
    const created = await createSession(alice);
    expect(created.status).toBe(200);
    const sessionId = created.body.sessionId as string;
    expect(created.body.pickerUri).toBe(`${google.url}/picker/${sessionId}`);

    // The user is still picking.
    expect(await poll(alice, sessionId)).toEqual({ status: 200, body: { state: "ACTIVE" } });

    google.pick(sessionId, ["gp-canon-gps", "gp-meadow", "gp-storm"]);
    const ended = await poll(alice, sessionId);
    expect(ended).toEqual({
      status: 200,
      body: {
        state: "ENDED",
        progress: { total: 3, done: 0, failed: 0, skipped: 0, state: "queued" },
      },
    });
    const { importJobs } = await db();
    const jobs = await importJobs.listByUser(alice.user.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ source: "picker", sourceRef: [sessionId] });
    // The session is deleted at Google once its items are read.
    expect(
      google.requests.some((r) => r.method === "DELETE" && r.path === `/v1/sessions/${sessionId}`),
    ).toBe(true);

    const worker = startImportWorker({
      fetchMedia: connection.authorizedMediaFetch,
      retry: fast,
      pollMs: 60_000,
    });
    try {
      await untilDone(alice.user.id);
    } finally {
      await worker.stop();
    }
    expect(await photosOf(alice.user.id)).toEqual(["gp-canon-gps", "gp-meadow", "gp-storm"]);
    const status = await connection.status(alice.user.id);
    expect(status).toMatchObject({ isConnected: true, errors: [] });
    expect(status.lastSync).not.toBeNull();

    // Polling the same session again imports nothing twice.
    const again = await poll(alice, sessionId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: "ENDED", progress: { state: "done", done: 3 } });
    expect(await importJobs.listByUser(alice.user.id)).toHaveLength(1);
    expect(await photosOf(alice.user.id)).toEqual(["gp-canon-gps", "gp-meadow", "gp-storm"]);

    // A new session picking only photos she already has: ENDED, nothing queued, on every poll.
    const repeat = (await createSession(alice)).body.sessionId as string;
    google.pick(repeat, ["gp-meadow", "gp-storm"]);
    for (let i = 0; i < 2; i++) {
      expect(await poll(alice, repeat)).toMatchObject({
        status: 200,
        body: { state: "ENDED", progress: { state: "done", total: 3 } },
      });
    }
    expect(await importJobs.listByUser(alice.user.id)).toHaveLength(1);
  });

  it("a photo that cannot be downloaded shows in the status errors, the others are imported", async () => {
    const bob = await connectedUser();
    const sessionId = (await createSession(bob)).body.sessionId as string;
    google.pick(sessionId, ["gp-meadow", "gp-storm"]);
    google.failDownload("gp-storm");
    try {
      expect((await poll(bob, sessionId)).body).toMatchObject({ state: "ENDED" });
      const worker = startImportWorker({
        fetchMedia: connection.authorizedMediaFetch,
        retry: fast,
        pollMs: 60_000,
      });
      try {
        await untilDone(bob.user.id);
      } finally {
        await worker.stop();
      }
    } finally {
      google.restoreDownload("gp-storm");
    }
    expect(await photosOf(bob.user.id)).toEqual(["gp-meadow"]);
    const storm = google.mediaItems.find((i) => i.id === "gp-storm")!;
    const status = await connection.status(bob.user.id);
    expect(status.lastSync).not.toBeNull();
    expect(status.errors).toHaveLength(1);
    expect(status.errors[0]).toContain(storm.filename);
  });

  it("another user cannot poll (nor import from) someone's session", async () => {
    const alice = await connectedUser();
    const mallory = await connectedUser();
    const sessionId = (await createSession(alice)).body.sessionId as string;

    // While it is active, and after the user picked.
    expect(await poll(mallory, sessionId)).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
    google.pick(sessionId, ["gp-meadow"]);
    expect(await poll(mallory, sessionId)).toMatchObject({ status: 404 });
    expect(await (await db()).importJobs.listByUser(mallory.user.id)).toEqual([]);

    // The owner's poll ends it; afterwards it is still not Mallory's.
    expect((await poll(alice, sessionId)).body).toMatchObject({ state: "ENDED" });
    expect(await poll(mallory, sessionId)).toMatchObject({ status: 404 });
    expect(await (await db()).importJobs.listByUser(mallory.user.id)).toEqual([]);
  });

  it("answers not_connected for a user without a connection, 401 signed out", async () => {
    const user = await createUser(`picker${++users}`);
    const session = await newSession();
    session.set("userId", user.id);
    const cookie = (await commitSession(session)).split(";")[0]!;
    expect(await createSession({ user, cookie })).toMatchObject({
      status: 409,
      body: { code: "not_connected" },
    });
    const signedOut = sessionRoute.action({
      request: new Request(`${site}/api/google-photos/picker/session`, { method: "POST" }),
      params: {},
      context: {},
    });
    await expect(signedOut).rejects.toMatchObject({ status: 401 });
  });
});

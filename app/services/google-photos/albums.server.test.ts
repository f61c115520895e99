import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

/**
 * The album flow against the Google stand-in (two albums: Travel with two photos, Garden with
 * one): the JSON API, the cover route, the albums page's loader and form, and the import.
 */
const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-albums-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-albums-test-secret";
process.env.RATE_LIMITS = "false";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, getSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const { startImportWorker, jobProgress } = await import("./import/index.server");
const albumsPage = await import("./albums-page.server");
const listRoute = await import("~/routes/api.google-photos.albums");
const selectRoute = await import("~/routes/api.google-photos.albums.select");
const coverRoute = await import("~/routes/api.google-photos.albums.$albumId.cover");
const pageRoute = await import("~/routes/account_.google-photos.albums");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";
const PAGE = `${site}/account/google-photos/albums`;
let users = 0;

async function signedInUser() {
  const { users: accounts } = await db();
  const name = `albums${++users}`;
  const user = await accounts.create({ email: `${name}@example.test`, username: name });
  const session = await newSession();
  session.set("userId", user.id);
  return { user, cookie: (await commitSession(session)).split(";")[0]! };
}
type Signed = Awaited<ReturnType<typeof signedInUser>>;

/** A user who went through the stand-in's consent from the albums page. */
async function connectedUser() {
  const who = await signedInUser();
  const get = (url: string) => new Request(url, { headers: { Cookie: who.cookie } });
  const start = await connection.startAuthorization(
    get(`${site}/api/auth/google/photos/start?from=albums`),
    who.user,
  );
  const consent = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const done = await connection.completeAuthorization(
    get(consent.headers.get("Location")!),
    who.user,
  );
  expect(done.headers.get("Location")).toBe("/account/google-photos/albums?success=connected");
  return who;
}

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: {},
});

async function listAlbums(who: Signed) {
  const response = await listRoute.loader(
    args(new Request(`${site}/api/google-photos/albums`, { headers: { Cookie: who.cookie } })),
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function select(who: Signed, body: unknown, contentType = "application/json") {
  const request = new Request(`${site}/api/google-photos/albums/select`, {
    method: "POST",
    headers: { Cookie: who.cookie, "Content-Type": contentType },
    body: JSON.stringify(body),
  });
  try {
    const response = await selectRoute.action(args(request));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (thrown) {
    // readJsonBody refuses by throwing its JSON answer.
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, body: (await thrown.json()) as Record<string, unknown> };
  }
}

const fast = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

async function importEverything(userId: string) {
  const worker = startImportWorker({
    fetchMedia: connection.authorizedMediaFetch,
    retry: fast,
    pollMs: 60_000,
  });
  try {
    const deadline = Date.now() + 60_000;
    while ((await jobProgress(userId)).state !== "done" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await worker.stop();
  }
}

const photosOf = async (userId: string) =>
  (await (await db()).photos.listByUser(userId))
    .map((p) => ({ item: p.source?.itemId, isPublic: p.isPublic }))
    .sort((a, b) => String(a.item).localeCompare(String(b.item)));

const googleCalls = (path: string) => google.requests.filter((r) => r.path.startsWith(path));

describe("GET /api/google-photos/albums", () => {
  it("lists every album over all of Google's pages, with our cover URL and the count", async () => {
    const who = await connectedUser();
    google.albums.push({ id: "album-empty", title: "Empty", itemIds: [] });
    const before = googleCalls("/v1/albums").length;
    try {
      expect(await listAlbums(who)).toEqual({
        status: 200,
        body: [
          {
            id: "album-travel",
            title: "Travel",
            coverPhotoUrl: "/api/google-photos/albums/album-travel/cover",
            mediaItemsCount: 2,
          },
          {
            id: "album-garden",
            title: "Garden",
            coverPhotoUrl: "/api/google-photos/albums/album-garden/cover",
            mediaItemsCount: 1,
          },
          { id: "album-empty", title: "Empty", coverPhotoUrl: null, mediaItemsCount: 0 },
        ],
      });
    } finally {
      google.albums.pop();
    }
    // The stand-in answers two albums a page: the second page was asked for with its token.
    const calls = googleCalls("/v1/albums").slice(before);
    expect(calls.map((c) => c.path)).toEqual([
      "/v1/albums?pageSize=50",
      "/v1/albums?pageSize=50&pageToken=2",
    ]);
  });

  it("tries once more after a 429, then answers the error as {message, code}", async () => {
    const who = await connectedUser();
    google.failOnce("/v1/albums", 429);
    expect((await listAlbums(who)).status).toBe(200);

    google.failOnce("/v1/albums", 500, 2);
    expect(await listAlbums(who)).toMatchObject({
      status: 502,
      body: { code: "google_api_error", message: expect.any(String) },
    });
  });

  it("answers not_connected (409) before asking Google, 401 signed out", async () => {
    const who = await signedInUser();
    const before = google.requests.length;
    expect(await listAlbums(who)).toMatchObject({ status: 409, body: { code: "not_connected" } });
    expect(google.requests.length).toBe(before);
    await expect(
      listRoute.loader(args(new Request(`${site}/api/google-photos/albums`))),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe("the album cover route", () => {
  it("passes the cover's sized copy through from our origin", async () => {
    const who = await connectedUser();
    const response = await coverRoute.loader(
      args(
        new Request(`${site}/api/google-photos/albums/album-travel/cover`, {
          headers: { Cookie: who.cookie },
        }),
        { albumId: "album-travel" },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=600");
    const canon = google.mediaItems.find((i) => i.id === "gp-canon-gps")!;
    expect(Buffer.from(await response.arrayBuffer()).equals(canon.bytes)).toBe(true);
    expect(google.requests.at(-1)).toMatchObject({ path: "/media/gp-canon-gps=w400-h400-c" });
  });

  it("answers not_found for an unknown album or an id that is no Google id", async () => {
    const who = await connectedUser();
    for (const albumId of ["album-nope", "../v1/albums"]) {
      const response = await coverRoute.loader(
        args(new Request(`${site}/x`, { headers: { Cookie: who.cookie } }), { albumId }),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
  });
});

describe("POST /api/google-photos/albums/select", () => {
  it("queues the albums' photos once; the worker imports them as private photos", async () => {
    const who = await connectedUser();
    expect(await select(who, { albumIds: ["album-travel"] })).toEqual({
      status: 200,
      body: { success: true, queued: 2 },
    });
    const { importJobs } = await db();
    const [job] = await importJobs.listByUser(who.user.id);
    expect(job).toMatchObject({ source: "album", sourceRef: ["album-travel"] });
    expect(job!.items.map((i) => i.googleId).sort()).toEqual(["gp-canon-gps", "gp-storm"]);

    // Selecting it again while queued: nothing new.
    expect((await select(who, { albumIds: ["album-travel"] })).body).toEqual({
      success: true,
      queued: 0,
    });
    await importEverything(who.user.id);
    expect(await photosOf(who.user.id)).toEqual([
      { item: "gp-canon-gps", isPublic: false },
      { item: "gp-storm", isPublic: false },
    ]);

    // Both albums, after the import: only the Garden's photo is new.
    expect((await select(who, { albumIds: ["album-travel", "album-garden"] })).body).toEqual({
      success: true,
      queued: 1,
    });
    await importEverything(who.user.id);
    expect((await photosOf(who.user.id)).map((p) => p.item)).toEqual([
      "gp-canon-gps",
      "gp-meadow",
      "gp-storm",
    ]);
    expect(await importJobs.listByUser(who.user.id)).toHaveLength(2);
  });

  it("refuses an empty, oversized or malformed choice before asking Google", async () => {
    const who = await connectedUser();
    const before = google.requests.length;
    expect(await select(who, { albumIds: [] })).toMatchObject({
      status: 400,
      body: { message: "No Albums Selected: Please select at least one album to sync" },
    });
    expect(await select(who, {})).toMatchObject({
      status: 400,
      body: { message: "No Albums Selected: Please select at least one album to sync" },
    });
    const many = Array.from({ length: 51 }, (_, i) => `album-${i}`);
    expect((await select(who, { albumIds: many })).status).toBe(400);
    expect((await select(who, { albumIds: ["a/b"] })).status).toBe(400);
    expect((await select(who, { albumIds: "album-travel" })).status).toBe(400);
    expect((await select(who, { albumIds: ["album-travel"] }, "text/plain")).status).toBe(415);
    expect(google.requests.length).toBe(before);
    expect(await (await db()).importJobs.listByUser(who.user.id)).toEqual([]);
  });

  it("an album Google does not know fails the whole choice, nothing queued", async () => {
    const who = await connectedUser();
    expect(await select(who, { albumIds: ["album-garden", "album-gone"] })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
    expect(await (await db()).importJobs.listByUser(who.user.id)).toEqual([]);
  });
});

describe("the albums page", () => {
  const page = (who: Signed, query = "", headers: Record<string, string> = {}) =>
    new Request(`${PAGE}${query}`, { headers: { Cookie: who.cookie, ...headers } });
  const pendingToast = async (who: Signed) => (await getSession(page(who))).get("toast") ?? null;

  async function load(request: Request) {
    try {
      return await pageRoute.loader(args(request));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("consumes success=connected: the connected toast on the clean address", async () => {
    const who = await connectedUser();
    const response = await load(page(who, "?success=connected"));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/account/google-photos/albums");
    expect(await pendingToast(who)).toEqual({
      title: "Google Photos connected",
      description: "You can now import photos from Google Photos.",
    });
  });

  it("sends error=<code> on to the connect page with 'Connection Failed', in its codes", async () => {
    const who = await signedInUser();
    const response = (await load(page(who, "?error=token_error"))) as Response;
    expect(response.headers.get("Location")).toBe(
      "/account/google-photos/connect?error=token_exchange_failed",
    );
    expect(await pendingToast(who)).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "Token exchange failed. Please try again.",
    });
    // Anything else is the connect page's oauth_failed, never copied into the address.
    const odd = (await load(page(who, "?error=%3Cscript%3E"))) as Response;
    expect(odd.headers.get("Location")).toBe("/account/google-photos/connect?error=oauth_failed");
  });

  it("shows the albums when connected, and 'not connected' otherwise (no Google call)", async () => {
    const who = await connectedUser();
    expect(await load(page(who))).toMatchObject({
      connection: { state: "connected" },
      albums: { state: "loaded", albums: [{ id: "album-travel" }, { id: "album-garden" }] },
    });
    const stranger = await signedInUser();
    const before = google.requests.length;
    expect(await load(page(stranger))).toMatchObject({
      connection: { state: "not-connected" },
      albums: null,
    });
    expect(google.requests.length).toBe(before);
  });

  it("loaded in place, the check and the albums arrive as promises (checking, loading)", async () => {
    const who = await connectedUser();
    const data = (await load(page(who, "", { "Sec-Fetch-Dest": "empty" }))) as {
      connection: Promise<unknown>;
      albums: Promise<unknown>;
    };
    expect(data.connection).toBeInstanceOf(Promise);
    expect(await data.connection).toEqual({ state: "connected" });
    expect(await data.albums).toMatchObject({ state: "loaded" });
  });

  it("'Failed to Load Albums' carries the reason when Google fails", async () => {
    const who = await connectedUser();
    google.failOnce("/v1/albums", 503, 2);
    expect(await load(page(who))).toMatchObject({
      albums: { state: "failed", message: expect.stringContaining("Google Photos") },
    });
  });

  it("the status check is tried 3 more times, 1 s apart, before 'check failed'", async () => {
    let reads = 0;
    const failing = async () => {
      reads++;
      throw new Error("database unavailable");
    };
    const check = await albumsPage.checkConnection("someone", { waitMs: 1, readStatus: failing });
    expect(check).toEqual({ state: "check-failed" });
    expect(reads).toBe(4);
  });

  const submit = (who: Signed, albumIds: string[]) => {
    const body = new URLSearchParams();
    for (const id of albumIds) body.append("albumIds", id);
    return pageRoute.action(
      args(
        new Request(PAGE, {
          method: "POST",
          headers: { Cookie: who.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
      ),
    );
  };

  it("a form with no album checked: 'No Albums Selected', nothing queued", async () => {
    const who = await connectedUser();
    const result = await submit(who, []);
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        lastResult: { error: { albumIds: [expect.stringContaining("No Albums Selected")] } },
      },
    });
    expect(await pendingToast(who)).toEqual({
      variant: "destructive",
      title: "No Albums Selected",
      description: "Please select at least one album to sync",
    });
  });

  it("a form with albums: 'Albums Selected' on /account?google_photos=connected", async () => {
    const who = await connectedUser();
    const result = (await submit(who, ["album-garden"])) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/account?google_photos=connected");
    expect(await pendingToast(who)).toEqual({
      title: "Albums Selected",
      description: "1 photo is being imported into My Photos.",
    });
    const [job] = await (await db()).importJobs.listByUser(who.user.id);
    expect(job).toMatchObject({ source: "album", sourceRef: ["album-garden"] });
  });

  it("Google failing: 'Selection Failed' with the reason, the choice kept", async () => {
    const who = await connectedUser();
    google.failOnce("/v1/mediaItems:search", 500, 2);
    const result = await submit(who, ["album-travel"]);
    expect(result).toMatchObject({
      init: { status: 502 },
      data: { lastResult: { initialValue: { albumIds: "album-travel" } } },
    });
    expect(await pendingToast(who)).toMatchObject({
      variant: "destructive",
      title: "Selection Failed",
    });
    expect(await (await db()).importJobs.listByUser(who.user.id)).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

/**
 * The Picker, Library and download protocol of the Google stand-in, spoken through the app's own
 * authorizedFetch, and the disconnect route when revoking fails.
 */
const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-api-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-stand-in-test-secret";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const disconnectRoute = await import("~/routes/api.google-photos.disconnect");
const statusRoute = await import("~/routes/api.google-photos.status");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";

async function connectedUser(name: string) {
  const { users } = await db();
  const user = await users.create({ email: `${name}@example.test`, username: name });
  const session = await newSession();
  session.set("userId", user.id);
  const cookie = (await commitSession(session)).split(";")[0]!;
  const headers = { Cookie: cookie };
  const start = await connection.startAuthorization(
    new Request(`${site}/start`, { headers }),
    user,
  );
  const back = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const done = await connection.completeAuthorization(
    new Request(back.headers.get("Location")!, { headers }),
    user,
  );
  expect(done.headers.get("Location")).toBe("/account?google_photos=connected");
  return { user, headers };
}

describe("the Google stand-in through authorizedFetch", () => {
  it("runs a picker session: create, poll, list picked items in pages, download, delete", async () => {
    const { user } = await connectedUser("picker");
    const call = (p: string, init?: RequestInit) =>
      connection.authorizedFetch(user.id, `${google.url}${p}`, init);

    const created = await call("/v1/sessions", { method: "POST" });
    const session = (await created.json()) as {
      id: string;
      pickerUri: string;
      mediaItemsSet: boolean;
    };
    expect(session).toMatchObject({ mediaItemsSet: false, pollingConfig: { pollInterval: "2s" } });
    expect(session.pickerUri).toContain(session.id);
    expect((await call(`/v1/mediaItems?sessionId=${session.id}`)).status).toBe(400);

    google.pick(session.id);
    expect(await (await call(`/v1/sessions/${session.id}`)).json()).toMatchObject({
      mediaItemsSet: true,
    });
    const first = (await (await call(`/v1/mediaItems?sessionId=${session.id}`)).json()) as {
      mediaItems: { id: string; mediaFile: { baseUrl: string; filename: string } }[];
      nextPageToken?: string;
    };
    expect(first.mediaItems).toHaveLength(2);
    expect(first.mediaItems[0]).toMatchObject({
      id: "gp-canon-gps",
      type: "PHOTO",
      mediaFile: {
        mimeType: "image/jpeg",
        filename: "canon-gps.jpg",
        mediaFileMetadata: { width: 800, height: 500, cameraMake: "Canon" },
      },
    });
    const second = (await (
      await call(`/v1/mediaItems?sessionId=${session.id}&pageToken=${first.nextPageToken}`)
    ).json()) as typeof first;
    expect(second.mediaItems.map((i) => i.id)).toEqual(["gp-meadow"]);
    expect(second.nextPageToken).toBeUndefined();

    const bytes = await connection.authorizedFetch(
      user.id,
      `${first.mediaItems[0]!.mediaFile.baseUrl}=d`,
    );
    expect(bytes.headers.get("Content-Type")).toBe("image/jpeg");
    expect(Buffer.from(await bytes.arrayBuffer()).equals(fixture("canon-gps.jpg"))).toBe(true);
    // Without the bearer token the bytes are refused.
    expect((await fetch(`${first.mediaItems[0]!.mediaFile.baseUrl}=d`)).status).toBe(401);

    expect((await call(`/v1/sessions/${session.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/v1/sessions/${session.id}`)).status).toBe(404);
  });

  it("answers 429 once, fails one download, and lists albums and their items", async () => {
    const { user } = await connectedUser("albums");
    const call = (p: string, init?: RequestInit) =>
      connection.authorizedFetch(user.id, `${google.url}${p}`, init);

    google.failOnce("/v1/albums");
    const limited = await call("/v1/albums");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("1");
    const albums = (await (await call("/v1/albums")).json()) as { albums: { id: string }[] };
    expect(albums.albums.map((a) => a.id)).toEqual(["album-travel", "album-garden"]);

    const search = await call("/v1/mediaItems:search", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ albumId: "album-travel", pageSize: 100 }),
    });
    const found = (await search.json()) as { mediaItems: { id: string; baseUrl: string }[] };
    expect(found.mediaItems.map((i) => i.id)).toEqual(["gp-canon-gps", "gp-storm"]);

    google.failDownload("gp-storm");
    expect(
      (await connection.authorizedFetch(user.id, `${found.mediaItems[1]!.baseUrl}=d`)).status,
    ).toBe(500);
    expect(
      (await connection.authorizedFetch(user.id, `${found.mediaItems[0]!.baseUrl}=d`)).status,
    ).toBe(200);
    google.restoreDownload("gp-storm");
  });

  it("keeps the tokens and says 'Disconnection failed' when Google cannot revoke", async () => {
    const { user, headers } = await connectedUser("stuck");
    google.failOnce("/revoke", 503, 10);
    const failed = await disconnectRoute.action({
      request: new Request(`${site}/api/google-photos/disconnect`, { method: "POST", headers }),
      params: {},
      context: {},
    });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: "Disconnection failed" });
    expect(await connection.status(user.id)).toMatchObject({ isConnected: true });

    google.failOnce("/revoke", 503, 0);
    const ok = await disconnectRoute.action({
      request: new Request(`${site}/api/google-photos/disconnect`, { method: "POST", headers }),
      params: {},
      context: {},
    });
    expect(ok.status).toBe(200);
    const status = await statusRoute.loader({
      request: new Request(`${site}/api/google-photos/status`, { headers }),
      params: {},
      context: {},
    });
    expect(await status.json()).toEqual({ isConnected: false, lastSync: null, errors: [] });
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startCountingServer, type CountingServer } from "~/services/net/test-servers";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

/**
 * The user's Google token goes only to the configured media hosts. The stand-in (127.0.0.1) and
 * a second "Google" host (127.0.0.2) are listed; 127.0.0.3 is not. Traps count every connection,
 * so "refused" means no request left, with or without the token.
 */
const google = await startGoogleStandIn();
const canon = google.mediaItems.find((item) => item.id === "gp-canon-gps")!;
const otherGoogle: CountingServer = await startCountingServer("127.0.0.2", (req, res) => {
  if (req.url === "/hop=w400-h400-c") {
    res.writeHead(302, { Location: "/cover" }).end();
  } else if (req.url === "/cover" && req.headers.authorization?.startsWith("Bearer ")) {
    res.writeHead(200, { "Content-Type": "image/jpeg" }).end(canon.bytes);
  } else if (req.url === "/to-stand-in=w400-h400-c") {
    res.writeHead(302, { Location: `${google.url}/media/gp-canon-gps=w400-h400-c` }).end();
  } else if (req.url === "/to-stranger=w400-h400-c") {
    res.writeHead(302, { Location: `http://127.0.0.3:${stranger.port}/cover` }).end();
  } else {
    res.writeHead(404).end();
  }
});
const stranger: CountingServer = await startCountingServer("127.0.0.3");
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-media-hosts-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-media-hosts-test-secret";
process.env.RATE_LIMITS = "false";
Object.assign(process.env, google.env, { GOOGLE_MEDIA_HOSTS: "127.0.0.1, 127.0.0.2" });

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const { selectAlbums } = await import("./albums.server");
const { jobProgress } = await import("./import/index.server");
const { startGooglePhotosImports, stopGooglePhotosImports } = await import("./import/start.server");
const { isMediaHost, mediaAddressRules } = await import("./media-fetch.server");
const coverRoute = await import("~/routes/api.google-photos.albums.$albumId.cover");

afterAll(async () => {
  await stopGooglePhotosImports();
  await closeDatabase();
  await Promise.all([google.close(), otherGoogle.close(), stranger.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";
let users = 0;

/** A signed-in user who went through the stand-in's consent. */
async function connectedUser() {
  const { users: accounts } = await db();
  const name = `media${++users}`;
  const user = await accounts.create({ email: `${name}@example.test`, username: name });
  const session = await newSession();
  session.set("userId", user.id);
  const cookie = (await commitSession(session)).split(";")[0]!;
  const get = (url: string) => new Request(url, { headers: { Cookie: cookie } });
  const start = await connection.startAuthorization(
    get(`${site}/api/auth/google/photos/start`),
    user,
  );
  const consent = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  await connection.completeAuthorization(get(consent.headers.get("Location")!), user);
  return { user, cookie };
}

/** The Travel album's cover through our route, with the cover photo's baseUrl set to `baseUrl`. */
async function travelCover(baseUrl: string) {
  const who = await connectedUser();
  canon.baseUrl = baseUrl;
  try {
    const response = await coverRoute.loader({
      request: new Request(`${site}/api/google-photos/albums/album-travel/cover`, {
        headers: { Cookie: who.cookie },
      }),
      params: { albumId: "album-travel" },
      context: {},
    });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  } finally {
    canon.baseUrl = undefined;
  }
}

const reached = (server: CountingServer) => ({ connections: server.connections });

describe("Google media only from GOOGLE_MEDIA_HOSTS", () => {
  it("refuses an album cover on another host before any request, token or not", async () => {
    const { status, body } = await travelCover(`http://127.0.0.3:${stranger.port}/cover`);
    expect(status).toBe(502);
    expect(JSON.parse(body.toString())).toMatchObject({ code: "google_api_error" });
    expect(reached(stranger)).toEqual({ connections: 0 });
  });

  it("does not follow a media host's redirect to another host, even a listed one", async () => {
    const before = google.requests.length;
    const toStandIn = await travelCover(`http://127.0.0.2:${otherGoogle.port}/to-stand-in`);
    expect(toStandIn.status).toBe(502);
    expect(google.requests.slice(before).map((r) => r.path)).not.toContain(
      "/media/gp-canon-gps=w400-h400-c",
    );
    const toStranger = await travelCover(`http://127.0.0.2:${otherGoogle.port}/to-stranger`);
    expect(toStranger.status).toBe(502);
    expect(reached(stranger)).toEqual({ connections: 0 });
  });

  it("follows a redirect within the same media host, with the token", async () => {
    const { status, body } = await travelCover(`http://127.0.0.2:${otherGoogle.port}/hop`);
    expect(status).toBe(200);
    expect(body.equals(canon.bytes)).toBe(true);
  });

  it("fails an import item on another host without a request; the others are imported", async () => {
    const { user } = await connectedUser();
    const storm = google.mediaItems.find((item) => item.id === "gp-storm")!;
    storm.baseUrl = `http://127.0.0.3:${stranger.port}/media/gp-storm`;
    try {
      startGooglePhotosImports();
      expect(await selectAlbums(user.id, ["album-travel"])).toEqual({ queued: 2 });
      const deadline = Date.now() + 30_000;
      while ((await jobProgress(user.id)).state !== "done" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      storm.baseUrl = undefined;
      await stopGooglePhotosImports();
    }
    expect(await jobProgress(user.id)).toMatchObject({ state: "done", done: 1, failed: 1 });
    const photos = await (await db()).photos.listByUser(user.id);
    expect(photos.map((photo) => photo.source?.itemId)).toEqual(["gp-canon-gps"]);
    expect(reached(stranger)).toEqual({ connections: 0 });
  });
});

describe("the media host rules", () => {
  const google = ["lh3.googleusercontent.com"];

  it("takes listed names exactly: no subdomain, no look-alike", () => {
    const on = (url: string) => isMediaHost(new URL(url), google);
    expect(on("https://lh3.googleusercontent.com/lr/abc=d")).toBe(true);
    expect(on("https://LH3.googleusercontent.com:8443/x")).toBe(true);
    expect(on("https://evil.lh3.googleusercontent.com/x")).toBe(false);
    expect(on("https://lh3.googleusercontent.com.evil.test/x")).toBe(false);
    expect(on("https://notebooks.googleusercontent.com/x")).toBe(false);
  });

  it("connects listed names to public addresses only, as banner fetches do", () => {
    const { allowAddress } = mediaAddressRules(google);
    expect(allowAddress("142.250.74.65")).toBe(true);
    expect(allowAddress("2a00:1450:4001:80b::2001")).toBe(true);
    for (const ip of ["127.0.0.1", "10.0.0.8", "169.254.169.254", "::1", "fd00:ec2::254"]) {
      expect(allowAddress(ip), ip).toBe(false);
    }
  });

  it("allows a non-public address only when it is listed as it is", () => {
    const { allowAddress } = mediaAddressRules(["127.0.0.2", "[::1]"]);
    expect(allowAddress("127.0.0.2")).toBe(true);
    expect(allowAddress("::1")).toBe(true);
    expect(allowAddress("127.0.0.3")).toBe(false);
    expect(allowAddress("127.0.0.1")).toBe(false);
  });
});

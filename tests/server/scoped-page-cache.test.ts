import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Cache invalidation scoped to what changed (docs/decisions/0051-scoped-cache-invalidation.md)
 * against the built server (`npm run build` first): a write of one photographer keeps the other's
 * cached portfolio, and shows at once on the writer's own pages; the home gallery is thrown away
 * by a public photo, not by a private one. The in-process twin, which runs without the build, is
 * app/server/public-cache/scoped-invalidation.test.ts.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "scoped-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-scoped-cache-"));
let server: RunningServer;
const ids = { ana: "", bruno: "", anaPublic: "", anaPrivate: "", brunoPublic: "" };

/** A processed-looking photo in the `nature` category: its derivative is a real file. */
async function seedPhoto(database: Database, userId: string, title: string, isPublic: boolean) {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const photo = await database.photos.create({ userId, title, category: "nature", isPublic });
  const key = `photo/${userId}/${photo.id}/w800-0a1b2c3d.jpg`;
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
  for (const name of ["ana", "bruno"] as const) {
    const user = await database.users.create({
      email: `${name}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      username: name,
      firstName: name,
      lastName: "Lima",
    });
    ids[name] = user.id;
  }
  ids.anaPublic = await seedPhoto(database, ids.ana, "Ana dunes", true);
  ids.anaPrivate = await seedPhoto(database, ids.ana, "Ana draft", false);
  ids.brunoPublic = await seedPhoto(database, ids.bruno, "Bruno bay", true);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });
const cacheOf = async (url: string) => (await get(url)).headers.get("x-cache");

// The home gallery of one category is a single body (the 'all' gallery keeps six shuffled orders,
// filled one by one, so a HIT there is a matter of chance).
const HOME = "/?featured=nature";
const BRUNO = ["/bruno", "/api/portfolio/bruno", "/api/portfolio/bruno/photos"];

async function warm(addresses: string[]) {
  for (const address of addresses) await get(address);
  for (const address of addresses) expect(await cacheOf(address), address).toBe("HIT");
}

async function editTitle(cookie: string, photoId: string, title: string) {
  const response = await fetch(`${server.url}/api/user/photos/${photoId}`, {
    method: "PATCH",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
}

describe("a write of photographer Ana", () => {
  it("keeps Bruno's cached portfolio and shows on Ana's pages and the home gallery at once", async () => {
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    const anaPages = ["/ana", "/api/portfolio/ana/photos", `/ana/photos/${ids.anaPublic}`];
    await warm([HOME, ...BRUNO, ...anaPages]);
    const brunoBefore = await (await get("/bruno")).text();

    await editTitle(cookie, ids.anaPublic, "Dunes at dawn");
    for (const address of BRUNO) expect(await cacheOf(address), address).toBe("HIT");
    expect(await (await get("/bruno")).text()).toBe(brunoBefore);
    for (const address of [...anaPages, HOME]) {
      const response = await get(address);
      expect(response.headers.get("x-cache"), address).toBe("MISS");
      expect(await response.text(), address).toContain("Dunes at dawn");
    }
  });

  it("keeps the home gallery when the photo written is private", async () => {
    const cookie = await signIn(server, "ana@example.test", PASSWORD);
    await warm([HOME, "/ana", ...BRUNO]);
    await editTitle(cookie, ids.anaPrivate, "Ana second draft");
    expect(await cacheOf(HOME)).toBe("HIT");
    for (const address of BRUNO) expect(await cacheOf(address), address).toBe("HIT");
    expect(await cacheOf("/ana")).toBe("MISS");
  });
});

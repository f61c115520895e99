import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-photo-services-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "photo-services-test-secret";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { googlePhotosService, photoServices } = await import("./photo-services.server");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newUserId() {
  const { users } = await db();
  const tag = Math.random().toString(36).slice(2, 10);
  return (await users.create({ email: `s${tag}@example.test`, username: `s${tag}` })).id;
}

/** A status read that fails `times` times first, as a database outage would, then answers. */
function failing(times: number) {
  const calls = { count: 0 };
  const read = async () => {
    calls.count++;
    if (calls.count <= times) throw new Error("connection to the database lost");
    return { isConnected: false, lastSync: null, errors: [] };
  };
  return { read, calls };
}

describe("the account page's Google Photos panel (with credentials)", () => {
  it("is not connected, with Connect starting authorization, and the second provider a placeholder", async () => {
    const services = await photoServices(await newUserId());
    expect(services).toEqual([
      {
        id: "google-photos",
        name: "Google Photos",
        state: "not-connected",
        connectUrl: "/api/auth/google/photos/start",
      },
      {
        id: "icloud-photos",
        name: "iCloud Photos",
        unavailableReason: "This provider is not supported yet.",
      },
    ]);
  });

  it("is connected once a connection is stored, with the import errors", async () => {
    const userId = await newUserId();
    const { googleConnections } = await db();
    await googleConnections.save({
      userId,
      accessToken: "sealed",
      expiresAt: new Date(Date.now() + 3600_000),
      scope: "",
    });
    expect(await googlePhotosService(userId)).toMatchObject({
      state: "connected",
      lastSync: null,
      errors: [],
    });
    await googleConnections.setErrors(userId, ["Google Photos sign-in expired: reconnect"]);
    expect(await googlePhotosService(userId)).toMatchObject({
      state: "connected",
      errors: ["Google Photos sign-in expired: reconnect"],
    });
    // The status is read from the database: nothing was asked of Google.
    expect(google.requests).toEqual([]);
  });

  it("retries a failing status read 3 times before giving up", async () => {
    const userId = await newUserId();
    const recovered = failing(3);
    expect(
      await googlePhotosService(userId, { read: recovered.read, retryDelayMs: 1 }),
    ).toMatchObject({ state: "not-connected" });
    expect(recovered.calls.count).toBe(4);
  });

  it("shows the error state, 1 s apart between tries, when the read keeps failing", async () => {
    const down = failing(Infinity);
    const started = Date.now();
    expect(await googlePhotosService(await newUserId(), { read: down.read })).toEqual({
      id: "google-photos",
      name: "Google Photos",
      state: "failed",
    });
    expect(down.calls.count).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});

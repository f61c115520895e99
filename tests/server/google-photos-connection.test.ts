import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGoogleStandIn, type GoogleStandIn } from "../stand-ins/google";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

let google: GoogleStandIn;
let server: RunningServer;
let cookie = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-server-"));

beforeAll(async () => {
  google = await startGoogleStandIn();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false", ...google.env });
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "lens@example.test",
      password: "google-password",
      confirmPassword: "google-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  cookie = cookieFrom(response);
});
afterAll(async () => {
  await server?.stop();
  await google?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, init: RequestInit = {}) =>
  fetch(url.startsWith("http") ? url : `${server.url}${url}`, {
    redirect: "manual",
    ...init,
    headers: { Cookie: cookie, ...(init.headers ?? {}) },
  });

describe("Google Photos connection through the running server", () => {
  it("connects through the stand-in, reports status, and disconnects with a revoke", async () => {
    expect(await (await call("/api/google-photos/status")).json()).toEqual({
      isConnected: false,
      lastSync: null,
      errors: [],
    });

    const start = await call("/api/auth/google/photos/start");
    expect(start.status).toBe(302);
    const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callback = consent.headers.get("location")!;
    expect(callback.startsWith(`${server.url}/api/auth/google/photos/callback?`)).toBe(true);
    const done = await call(callback);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account?google_photos=connected");

    const status = await call("/api/google-photos/status");
    expect(status.headers.get("cache-control")).toContain("no-store");
    expect(await status.json()).toMatchObject({ isConnected: true });

    // The stored file holds the connection but no token the stand-in issued.
    const dbDir = path.join(dataDir, "db");
    const stored = readdirSync(dbDir)
      .map((f) => readFileSync(path.join(dbDir, f), "utf8"))
      .join("\n");
    for (const token of google.accessTokens()) expect(stored).not.toContain(token);

    const disconnected = await call("/api/google-photos/disconnect", {
      method: "POST",
      headers: { Origin: server.url },
    });
    expect(disconnected.status).toBe(200);
    expect(google.revoked).toHaveLength(1);
    expect(await (await call("/api/google-photos/status")).json()).toMatchObject({
      isConnected: false,
    });
  });

  it("asks for a signed-in user", async () => {
    const response = await fetch(`${server.url}/api/google-photos/status`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required" });
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { startGoogleStandIn, type GoogleStandIn } from "../stand-ins/google";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * The account page's Google Photos panel through the built server (`npm run build` first), with
 * every Google URL pointing at the stand-in but no client credentials: the panel says the feature
 * is unavailable, offers no Connect, and nothing reaches the stand-in. The browser tests
 * (tests/e2e/account-google-photos.spec.ts) run with credentials.
 */

const PASSWORD = "account-google-password";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-account-google-"));
let server: RunningServer;
let google: GoogleStandIn;
let cookie = "";

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "lens@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "lens",
  });
  await database.close();
  google = await startGoogleStandIn();
  const { GOOGLE_CLIENT_ID: _id, GOOGLE_CLIENT_SECRET: _secret, ...urls } = google.env;
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false", ...urls });
  cookie = await signIn(server, "lens@example.test", PASSWORD);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await google?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) =>
  fetch(`${server.url}${url}`, { headers: { Cookie: cookie }, redirect: "manual" });

/** The page's visible text (markup and scripts left out). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** Follows the redirects a browser would: the last address, its markup and its visible text. */
async function open(url: string) {
  let at = url;
  for (let hops = 0; hops < 5; hops++) {
    const response = await get(at);
    if (response.status !== 302) {
      expect(response.status).toBe(200);
      const html = await response.text();
      return { at, html, text: visibleText(html) };
    }
    at = response.headers.get("location")!;
  }
  throw new Error(`too many redirects from ${url}`);
}

describe("the account page without Google credentials", () => {
  it("says the photo-library integration is unavailable and offers no Connect", async () => {
    const { html, text } = await open("/account");
    expect(text).toContain("Connect Photo Services");
    expect(text).toContain("Google Photos Unavailable");
    expect(text).toContain("the photo-library integration is currently unavailable.");
    expect(html).not.toContain("/api/auth/google/photos/start");
    expect(text).not.toContain("Unable to load Google Photos status");
  });

  it("a Connect link followed anyway ends on a clean /account with the toast", async () => {
    const { at, text } = await open("/api/auth/google/photos/start");
    expect(at).toBe("/account");
    expect(text).toContain("Connection failed");
    expect(text).toContain("the photo-library integration is currently unavailable.");
    expect(google.requests).toEqual([]);
  });

  it("shows the connected toast once, on the address without the parameters", async () => {
    const back = await open("/account?tab=settings&success=connected");
    expect(back.at).toBe("/account?tab=settings");
    expect(back.text).toContain("Google Photos connected");
    expect((await open("/account?tab=settings")).text).not.toContain("Google Photos connected");
  });

  it("keeps a toast flashed before the redirect to /account?google_photos=connected", async () => {
    // An action with JavaScript (single fetch) flashes its toast and leaves it for the next load.
    const applied = await fetch(`${server.url}/account.data?tab=portfolio`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({ intent: "set-template", templateId: "epic" }),
    });
    expect(applied.status).toBe(200);
    const { at, text } = await open("/account?google_photos=connected");
    expect(at).toBe("/account");
    expect(text).toContain("Template applied");
    expect(text).not.toContain("Google Photos connected");
  });
});

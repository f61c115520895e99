import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-connection-test-secret";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";

async function signedInUser() {
  const { users } = await db();
  const user = await users.create({
    email: `g${Math.random().toString(36).slice(2)}@example.test`,
    username: `g${Math.random().toString(36).slice(2, 10)}`,
  });
  const session = await newSession();
  session.set("userId", user.id);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return { user, cookie };
}

const get = (url: string, cookie: string) => new Request(url, { headers: { Cookie: cookie } });

/** Start → the stand-in's consent → the callback URL Google would send the browser to. */
async function consent(user: Awaited<ReturnType<typeof signedInUser>>, query = "") {
  const start = await connection.startAuthorization(
    get(`${site}/api/auth/google/photos/start${query}`, user.cookie),
    user.user,
  );
  expect(start.status).toBe(302);
  const location = start.headers.get("Location")!;
  expect(location.startsWith(`${google.url}/o/oauth2/v2/auth?`)).toBe(true);
  const consentPage = await fetch(location, { redirect: "manual" });
  expect(consentPage.status).toBe(302);
  return consentPage.headers.get("Location")!;
}

async function connect(user: Awaited<ReturnType<typeof signedInUser>>) {
  const callback = await consent(user);
  const done = await connection.completeAuthorization(get(callback, user.cookie), user.user);
  expect(done.headers.get("Location")).toBe("/account?google_photos=connected");
}

describe("Google Photos connection (against the stand-in)", () => {
  beforeEach(() => {
    google.setAccessTokenLifetime(3600);
  });

  it("connects with state and PKCE and stores the tokens encrypted", async () => {
    const user = await signedInUser();
    expect(await connection.status(user.user.id)).toEqual({
      isConnected: false,
      lastSync: null,
      errors: [],
    });

    const callback = new URL(await consent(user));
    expect(callback.origin + callback.pathname).toBe(`${site}/api/auth/google/photos/callback`);
    const consentUrl = new URL(
      google.requests.findLast((r) => r.path.startsWith("/o/oauth2"))!.path,
      google.url,
    );
    expect(consentUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(consentUrl.searchParams.get("access_type")).toBe("offline");
    expect(consentUrl.searchParams.get("scope")).toContain("photospicker.mediaitems.readonly");

    const done = await connection.completeAuthorization(get(callback.href, user.cookie), user.user);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/account?google_photos=connected");
    expect(await connection.status(user.user.id)).toMatchObject({ isConnected: true });

    const token = await connection.accessTokenFor(user.user.id);
    expect(google.accessTokens()).toContain(token);
    // At rest: neither token appears anywhere in the database's files (the WAL holds the latest).
    const stored = ["viewfinder.sqlite", "viewfinder.sqlite-wal"]
      .map((name) => path.join(dataDir, "db", name))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, "latin1"))
      .join("");
    expect(stored).toContain(user.user.id);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain("1//");
    expect(stored).not.toContain("ya29.");

    const picker = await connection.authorizedFetch(user.user.id, `${google.url}/v1/sessions`, {
      method: "POST",
    });
    expect(picker.status).toBe(200);
    expect(await picker.json()).toMatchObject({ mediaItemsSet: false });
  });

  it("reports a denied consent as oauth_denied and stores nothing", async () => {
    const user = await signedInUser();
    google.denyNextConsent();
    const callback = await consent(user);
    expect(new URL(callback).searchParams.get("error")).toBe("access_denied");
    const done = await connection.completeAuthorization(get(callback, user.cookie), user.user);
    expect(done.headers.get("Location")).toBe("/account?google_photos_error=oauth_denied");
    expect(await connection.status(user.user.id)).toMatchObject({ isConnected: false });
  });

  it("refuses a callback whose state is not this session's (invalid_state)", async () => {
    const alice = await signedInUser();
    const mallory = await signedInUser();
    const callback = await consent(mallory);

    // Mallory's code and state, delivered to Alice's browser: her session holds no such state.
    const forged = await connection.completeAuthorization(get(callback, alice.cookie), alice.user);
    expect(forged.headers.get("Location")).toBe("/account?google_photos_error=invalid_state");

    // A tampered state in the right session is refused too, and the state is used only once.
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "not-the-state");
    const bad = await connection.completeAuthorization(
      get(tampered.href, mallory.cookie),
      mallory.user,
    );
    expect(bad.headers.get("Location")).toBe("/account?google_photos_error=invalid_state");
    const replay = await connection.completeAuthorization(
      get(callback, mallory.cookie),
      mallory.user,
    );
    expect(replay.headers.get("Location")).toBe("/account?google_photos_error=invalid_state");
    expect(await connection.status(alice.user.id)).toMatchObject({ isConnected: false });
    expect(await connection.status(mallory.user.id)).toMatchObject({ isConnected: false });
  });

  it("reports a failed code exchange as token_error", async () => {
    const user = await signedInUser();
    const callback = new URL(await consent(user));
    callback.searchParams.set("code", "4/not-a-code-it-issued");
    const done = await connection.completeAuthorization(get(callback.href, user.cookie), user.user);
    expect(done.headers.get("Location")).toBe("/account?google_photos_error=token_error");
  });

  it("refreshes an expired access token, and a token Google expired early", async () => {
    const user = await signedInUser();
    google.setAccessTokenLifetime(1); // inside the refresh margin: already expired for the app
    await connect(user);
    const first = google.accessTokens().at(-1)!;
    const refreshed = await connection.accessTokenFor(user.user.id);
    expect(refreshed).not.toBe(first);
    expect(google.requests.filter((r) => r.path === "/token").length).toBeGreaterThanOrEqual(2);

    google.setAccessTokenLifetime(3600);
    const longLived = await connection.accessTokenFor(user.user.id);
    google.expireAccessTokens();
    const response = await connection.authorizedFetch(user.user.id, `${google.url}/v1/albums`);
    expect(response.status).toBe(200);
    expect(await connection.accessTokenFor(user.user.id)).not.toBe(longLived);
  });

  it("disconnect revokes at Google and forgets the tokens", async () => {
    const user = await signedInUser();
    await connect(user);
    const token = await connection.accessTokenFor(user.user.id);

    await connection.disconnect(user.user.id);
    expect(google.revoked.length).toBeGreaterThan(0);
    expect(await connection.status(user.user.id)).toEqual({
      isConnected: false,
      lastSync: null,
      errors: [],
    });
    const { googleConnections } = await db();
    expect(await googleConnections.findByUserId(user.user.id)).toBeNull();
    // The revoked grant no longer opens anything at Google.
    const after = await fetch(`${google.url}/v1/albums`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    await expect(connection.accessTokenFor(user.user.id)).rejects.toMatchObject({
      code: "not_connected",
    });
  });

  it("limits how often one user starts a consent (rate_limit_exceeded)", async () => {
    const user = await signedInUser();
    const start = () =>
      connection.startAuthorization(
        get(`${site}/api/auth/google/photos/start`, user.cookie),
        user.user,
      );
    for (let i = 0; i < connection.AUTHORIZATION_STARTS_PER_WINDOW; i++)
      expect((await start()).headers.get("Location")).toContain(google.url);
    expect((await start()).headers.get("Location")).toBe(
      "/account?google_photos_error=rate_limit_exceeded",
    );
    // Another user is not held back.
    const other = await signedInUser();
    expect(await consent(other)).toContain("code=");
  });

  it("a grant revoked at Google answers auth_failed and shows in the status errors", async () => {
    const user = await signedInUser();
    await connect(user);
    const { googleConnections } = await db();
    const { tokenCipher } = await import("./token-cipher.server");
    const stored = (await googleConnections.findByUserId(user.user.id))!;
    const refreshToken = tokenCipher(process.env.SESSION_SECRET!).open(stored.refreshToken!);
    // The user removes the app's access in their Google account.
    const revoked = await fetch(`${google.url}/revoke?token=${encodeURIComponent(refreshToken)}`, {
      method: "POST",
    });
    expect(revoked.status).toBe(200);

    await expect(
      connection.authorizedFetch(user.user.id, `${google.url}/v1/albums`),
    ).rejects.toMatchObject({ code: "auth_failed", status: 401 });
    expect(await connection.status(user.user.id)).toMatchObject({
      isConnected: true,
      errors: ["Google Photos sign-in expired: reconnect"],
    });

    // Reconnecting gives working tokens and clears the error.
    await connect(user);
    expect(await connection.status(user.user.id)).toMatchObject({ isConnected: true, errors: [] });
    const albums = await connection.authorizedFetch(user.user.id, `${google.url}/v1/albums`);
    expect(albums.status).toBe(200);
  });

  it("forgets a connection for account deletion even when Google cannot revoke", async () => {
    const user = await signedInUser();
    await connect(user);
    google.failOnce("/revoke", 503, 10);
    await connection.forgetConnection(user.user.id);
    google.failOnce("/revoke", 503, 0);
    const { googleConnections } = await db();
    expect(await googleConnections.findByUserId(user.user.id)).toBeNull();
  });
});

describe("where the callback returns (start ?from=)", () => {
  const CONNECT = "/account/google-photos/connect";
  const finish = async (query: string, tamper?: (callback: URL) => void) => {
    const user = await signedInUser();
    const callback = new URL(await consent(user, query));
    tamper?.(callback);
    const done = await connection.completeAuthorization(get(callback.href, user.cookie), user.user);
    expect(done.status).toBe(302);
    return { location: done.headers.get("Location"), user };
  };

  it("sends each target back to its own page after consent", async () => {
    const connect = await finish("?from=connect");
    expect(connect.location).toBe(`${CONNECT}?success=connected`);
    expect(await connection.status(connect.user.user.id)).toMatchObject({ isConnected: true });
    expect((await finish("?from=albums")).location).toBe(
      "/account/google-photos/albums?success=connected",
    );
    expect((await finish("?from=account")).location).toBe("/account?google_photos=connected");
  });

  it("treats an unknown target, or a URL, as the account page", async () => {
    for (const from of ["elsewhere", "https://evil.example/", "//evil.example", "CONNECT"]) {
      const { location } = await finish(`?from=${encodeURIComponent(from)}`);
      expect(location).toBe("/account?google_photos=connected");
    }
  });

  it("reports failures of the connect and albums flows on the connect page, in its codes", async () => {
    google.denyNextConsent();
    expect((await finish("?from=connect")).location).toBe(`${CONNECT}?error=oauth_denied`);
    google.denyNextConsent();
    expect((await finish("?from=albums")).location).toBe(`${CONNECT}?error=oauth_denied`);
    google.denyNextConsent();
    expect((await finish("?from=account")).location).toBe(
      "/account?google_photos_error=oauth_denied",
    );

    const tampered = await finish("?from=albums", (c) => c.searchParams.set("state", "forged"));
    expect(tampered.location).toBe(`${CONNECT}?error=invalid_state`);
    const badCode = await finish("?from=connect", (c) => c.searchParams.set("code", "4/forged"));
    expect(badCode.location).toBe(`${CONNECT}?error=token_exchange_failed`);
    expect(await connection.status(badCode.user.user.id)).toMatchObject({ isConnected: false });
    // A provider error other than a refusal is auth_failed for the account page: oauth_failed here.
    const providerError = await finish("?from=connect", (c) => {
      c.searchParams.delete("code");
      c.searchParams.set("error", "server_error");
    });
    expect(providerError.location).toBe(`${CONNECT}?error=oauth_failed`);
    // invalid_request (no code) has no connect-page text of its own: oauth_failed too.
    const noCode = await finish("?from=connect", (c) => c.searchParams.delete("code"));
    expect(noCode.location).toBe(`${CONNECT}?error=oauth_failed`);
  });

  it("a callback with no consent pending goes to the account page", async () => {
    const user = await signedInUser();
    const callback = await consent(user, "?from=connect");
    const other = await signedInUser();
    const done = await connection.completeAuthorization(get(callback, other.cookie), other.user);
    expect(done.headers.get("Location")).toBe("/account?google_photos_error=invalid_state");
  });

  it("answers the rate limit on the target's page", async () => {
    const user = await signedInUser();
    const start = () =>
      connection.startAuthorization(
        get(`${site}/api/auth/google/photos/start?from=connect`, user.cookie),
        user.user,
      );
    for (let i = 0; i < connection.AUTHORIZATION_STARTS_PER_WINDOW; i++) await start();
    expect((await start()).headers.get("Location")).toBe(`${CONNECT}?error=rate_limit_exceeded`);
  });
});

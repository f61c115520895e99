import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-gp-params-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-photos-params-test-secret";

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, getSession, newSession } = await import("~/services/session.server");
const { consumeCallbackParams, hasCallbackParams } = await import("./google-photos-params.server");
const accountRoute = await import("~/routes/account");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";

// docs/product.md#error-catalogue, word for word: the account page's codes and their texts.
const ACCOUNT_CODES: Record<string, string> = {
  auth_failed: "Authentication failed. Please try again.",
  token_error: "Token exchange failed. Please try again.",
  oauth_denied: "Access was denied. Please grant permission to continue.",
  invalid_request: "Invalid request. Please try again.",
  rate_limit_exceeded: "Too many requests. Please wait 15 minutes before trying again.",
  feature_disabled: "the photo-library integration is currently unavailable.",
};
const CONNECTED = {
  title: "Google Photos connected",
  description: "You can now import photos from Google Photos.",
};

async function signedIn(pending?: { title: string }) {
  const { users } = await db();
  const tag = Math.random().toString(36).slice(2, 10);
  const user = await users.create({ email: `p${tag}@example.test`, username: `p${tag}` });
  const session = await newSession();
  session.set("userId", user.id);
  if (pending) session.flash("toast", pending);
  return (await commitSession(session)).split(";")[0]!;
}

const request = (url: string, cookie: string) =>
  new Request(`${site}${url}`, { headers: { Cookie: cookie } });

/** The toast waiting in this session for the next page. */
async function pendingToast(cookie: string) {
  return (await getSession(request("/", cookie))).get("toast") ?? null;
}

async function consume(url: string, cookie: string) {
  const response = await consumeCallbackParams(request(url, cookie));
  expect(response?.status).toBe(302);
  return response!.headers.get("Location");
}

describe("the account page's Google Photos callback parameters", () => {
  it.each(Object.entries(ACCOUNT_CODES))(
    "%s becomes a 'Connection failed' toast with the spec's text, from either parameter",
    async (code, text) => {
      for (const param of ["google_photos_error", "error"]) {
        const cookie = await signedIn();
        expect(await consume(`/account?${param}=${code}`, cookie)).toBe("/account");
        expect(await pendingToast(cookie)).toEqual({
          variant: "destructive",
          title: "Connection failed",
          description: text,
        });
      }
    },
  );

  it("an unknown code reads as the generic text, and is never echoed", async () => {
    const cookie = await signedIn();
    await consume("/account?google_photos_error=%3Cscript%3Ex", cookie);
    expect(await pendingToast(cookie)).toEqual({
      variant: "destructive",
      title: "Connection failed",
      description: "An error occurred. Please try again.",
    });
  });

  it("google_photos=connected and success=connected show the connected toast", async () => {
    for (const query of ["google_photos=connected", "success=connected"]) {
      const cookie = await signedIn();
      expect(await consume(`/account?${query}`, cookie)).toBe("/account");
      expect(await pendingToast(cookie)).toEqual(CONNECTED);
    }
  });

  it("removes only the callback parameters: the tab stays", async () => {
    const cookie = await signedIn();
    const to = await consume(
      "/account?tab=settings&success=connected&error=x&google_photos=y",
      cookie,
    );
    expect(to).toBe("/account?tab=settings");
  });

  it("keeps a toast already waiting (the albums page's 'Albums Selected')", async () => {
    const cookie = await signedIn({ title: "Albums Selected" });
    const response = await consumeCallbackParams(
      request("/account?google_photos=connected", cookie),
    );
    expect(response?.headers.get("Location")).toBe("/account");
    expect(await pendingToast(cookie)).toEqual({ title: "Albums Selected" });
  });

  it("leaves an address without them alone", async () => {
    const cookie = await signedIn();
    expect(await consumeCallbackParams(request("/account?tab=photos", cookie))).toBeNull();
    expect(await pendingToast(cookie)).toBeNull();
  });

  it("the account page's loader answers with that redirect", async () => {
    const cookie = await signedIn();
    const thrown = await accountRoute
      .loader({
        request: request("/account?tab=photos&google_photos_error=oauth_denied", cookie),
        params: {},
        context: {},
      })
      .then(
        () => null,
        (response: unknown) => response,
      );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/account?tab=photos");
    expect(await pendingToast(cookie)).toMatchObject({ description: ACCOUNT_CODES.oauth_denied });
  });

  it("tells the root loader which addresses redirect at once (it leaves the toast for the next)", () => {
    const redirects = (path: string) => hasCallbackParams(new URL(`${site}${path}`));
    expect(redirects("/account?tab=photos&error=x")).toBe(true);
    expect(redirects("/account?google_photos=connected")).toBe(true);
    expect(redirects("/account/google-photos/connect?success=connected")).toBe(true);
    expect(redirects("/account/google-photos/albums?success=connected")).toBe(true);
    // The connect page lists `error` on every load: its toasts must show there.
    expect(redirects("/account/google-photos/connect?error=oauth_denied")).toBe(false);
    expect(redirects("/account?tab=photos")).toBe(false);
    expect(redirects("/login?error=x")).toBe(false);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startGoogleStandIn } from "../../../tests/stand-ins/google";

const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-connect-page-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-connect-page-test-secret";
process.env.RATE_LIMITS = "false";
Object.assign(process.env, google.env);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, getSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const page = await import("./connect-page.server");
const route = await import("~/routes/account_.google-photos.connect");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";
const PAGE = `${site}/account/google-photos/connect`;

async function signedInUser() {
  const { users } = await db();
  const user = await users.create({
    email: `c${Math.random().toString(36).slice(2)}@example.test`,
    username: `c${Math.random().toString(36).slice(2, 10)}`,
  });
  const session = await newSession();
  session.set("userId", user.id);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return { user, cookie };
}
type Signed = Awaited<ReturnType<typeof signedInUser>>;

const get = (url: string, who: Signed) => new Request(url, { headers: { Cookie: who.cookie } });
const post = (who: Signed, intent: string) =>
  new Request(PAGE, {
    method: "POST",
    headers: { Cookie: who.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent }),
  });
const args = (request: Request) => ({ request, params: {}, context: {} });

/** The whole consent from the connect page, as a browser follows it. */
async function connectFromPage(who: Signed) {
  const start = await connection.startAuthorization(
    get(`${site}/api/auth/google/photos/start?from=connect`, who),
    who.user,
  );
  const consent = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  const done = await connection.completeAuthorization(
    get(consent.headers.get("Location")!, who),
    who.user,
  );
  expect(done.headers.get("Location")).toBe("/account/google-photos/connect?success=connected");
}

async function load(url: string, who: Signed) {
  const result = await page.loadConnectPage(get(url, who), who.user, { retryMs: 1 });
  if (result instanceof Response)
    throw new Error(`redirected to ${result.headers.get("Location")}`);
  return result;
}

const pendingToast = async (who: Signed) => (await getSession(get(PAGE, who))).get("toast") ?? null;

describe("the connect page's loader", () => {
  it("offers Connect while not connected and lists a failed consent's text", async () => {
    const who = await signedInUser();
    expect(await load(PAGE, who)).toMatchObject({
      connection: "not_connected",
      issues: [],
      picker: null,
      progress: { state: "idle" },
    });
    expect((await load(`${PAGE}?error=invalid_state`, who)).issues).toEqual([
      "Invalid session state",
    ]);
    expect((await load(`${PAGE}?error=token_exchange_failed`, who)).issues).toEqual([
      "Token exchange failed. Please try again.",
    ]);
    expect((await load(`${PAGE}?error=whatever`, who)).issues).toEqual([
      "An error occurred. Please try again.",
    ]);
  });

  it("turns success=connected into the toast and a clean address", async () => {
    const who = await signedInUser();
    await connectFromPage(who);
    const response = await page.loadConnectPage(get(`${PAGE}?success=connected`, who), who.user);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/account/google-photos/connect");
    expect(await pendingToast(who)).toEqual({
      title: "Google Photos connected",
      description: "You can now import photos from Google Photos.",
    });
    expect(await load(PAGE, who)).toMatchObject({ connection: "connected", issues: [] });
  });

  it("lists the status' errors, as for a grant Google no longer honours", async () => {
    const who = await signedInUser();
    await connectFromPage(who);
    const { googleConnections } = await db();
    await googleConnections.setErrors(who.user.id, ["Google Photos sign-in expired: reconnect"]);
    expect(await load(`${PAGE}?error=oauth_failed`, who)).toMatchObject({
      connection: "connected",
      issues: ["Google Photos sign-in expired: reconnect", "OAuth flow failed"],
      consentError: "OAuth flow failed",
    });
  });

  it("keeps a toast that is already waiting", async () => {
    const who = await signedInUser();
    const session = await getSession(get(PAGE, who));
    session.flash("toast", { title: "Albums Selected" });
    await commitSession(session);
    const response = await page.loadConnectPage(
      get(`${PAGE}?success=connected&error=oauth_failed`, who),
      who.user,
    );
    // The error stays in the address: it is the page's list of issues.
    expect((response as Response).headers.get("Location")).toBe(
      "/account/google-photos/connect?error=oauth_failed",
    );
    expect(await pendingToast(who)).toEqual({ title: "Albums Selected" });
  });

  it("asks for the status again twice, then assumes a connection is needed", async () => {
    const who = await signedInUser();
    let calls = 0;
    const flaky = async (userId: string) => {
      if (++calls < 3) throw new Error("database unavailable");
      return connection.status(userId);
    };
    const recovered = await page.loadConnectPage(get(PAGE, who), who.user, {
      readStatus: flaky,
      retryMs: 1,
    });
    expect(recovered).toMatchObject({ connection: "not_connected" });
    expect(calls).toBe(3);

    calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("database unavailable");
    };
    const failed = await page.loadConnectPage(get(`${PAGE}?error=oauth_denied`, who), who.user, {
      readStatus: failing,
      retryMs: 1,
    });
    expect(failed).toMatchObject({
      connection: "check_failed",
      issues: ["Access was denied. Please grant permission to continue."],
    });
    expect(calls).toBe(1 + page.STATUS_RETRIES);
  });
});

describe("picking without JavaScript", () => {
  it("opens a picker session, checks it once per click and queues the picked photos", async () => {
    const who = await signedInUser();
    await connectFromPage(who);

    const opened = (await route.action(args(post(who, "select")))) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/account/google-photos/connect");
    const sessionId = google.latestSessionId()!;
    const shown = await load(PAGE, who);
    expect(shown.picker).toEqual({ pickerUri: `${google.url}/picker/${sessionId}` });

    const polls = () => google.requests.filter((r) => r.path === `/v1/sessions/${sessionId}`);
    const active = await route.action(args(post(who, "check")));
    expect(active).toMatchObject({ data: { check: "ACTIVE" } });
    expect(polls()).toHaveLength(1);

    google.pick(sessionId);
    const ended = await route.action(args(post(who, "check")));
    expect(ended).toMatchObject({
      data: { check: "ENDED", progress: { total: 3, state: "queued" } },
    });
    const after = await load(PAGE, who);
    expect(after.picker).toBeNull();
    expect(after.progress).toMatchObject({ total: 3, state: "queued" });

    // Nothing left to check: a further click goes back to the page and asks Google nothing.
    const pollsBefore = polls().length;
    const again = (await route.action(args(post(who, "check")))) as Response;
    expect(again.headers.get("Location")).toBe("/account/google-photos/connect");
    expect(polls()).toHaveLength(pollsBefore);
  });

  it("says 'Failed to launch photo picker' when Google cannot open a session", async () => {
    const who = await signedInUser();
    await connectFromPage(who);
    google.failOnce("/v1/sessions", 500);
    const response = (await route.action(args(post(who, "select")))) as Response;
    expect(response.headers.get("Location")).toBe("/account/google-photos/connect");
    expect(await pendingToast(who)).toMatchObject({
      title: "Failed to launch photo picker",
      variant: "destructive",
    });
    expect((await load(PAGE, who)).picker).toBeNull();
  });

  it("is refused to a signed-out visitor", async () => {
    const response = await route
      .action(
        args(
          new Request(PAGE, { method: "POST", body: new URLSearchParams({ intent: "select" }) }),
        ),
      )
      .catch((thrown: Response) => thrown);
    expect((response as Response).headers.get("Location")).toBe("/");
  });
});

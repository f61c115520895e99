import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunks, rawRequest } from "~/server/request-guards/raw-request";
import { parseLog } from "./log-lines";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

// docs/decisions/0016-request-guards-before-the-app.md: cross-site posts, the redirect after
// sign-in, and oversized bodies, against the built server as production runs it.
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-request-guards-"));
let server: RunningServer;
let evil: string; // another origin: the same host on another port
const MB = 1024 * 1024;
const PASSWORD = "pass-word-1";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  evil = `http://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function signUp(email: string, username?: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: form({ name__confirm: "", email, password: PASSWORD, confirmPassword: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = cookieFrom(response);
  if (username) {
    const done = await fetch(`${server.url}/api/profile/complete`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Test", lastName: "Person", username }),
    });
    expect(done.status).toBe(200);
  }
  return cookie;
}

const signedIn = async (cookie: string) =>
  (await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status === 200;

describe("cross-site requests (item 3)", () => {
  it("refuses a sign-out posted from another origin, and the session lives on", async () => {
    const cookie = await signUp("cross-logout@example.test");
    const fromEvil = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: evil, "Sec-Fetch-Site": "same-site" },
    });
    expect(fromEvil.status).toBe(403);
    expect(await fromEvil.json()).toEqual({ message: "Cross-site requests are not allowed." });
    expect(await signedIn(cookie)).toBe(true);

    const crossSite = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);

    const own = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("refuses the no-cors JSON trick: another origin's text/plain post changes nothing", async () => {
    const cookie = await signUp("no-cors@example.test", "no_cors_person");
    const change = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/profile`, {
        method: "PUT",
        headers: { Cookie: cookie, ...headers },
        body: JSON.stringify({ tagline: "changed from elsewhere" }),
      });
    const fromEvil = await change({ Origin: evil, "Content-Type": "text/plain; application/json" });
    expect(fromEvil.status).toBe(403);
    // Even without an Origin header, a body that is not exactly JSON is not read as JSON.
    const notJson = await change({ "Content-Type": "text/plain; application/json" });
    expect(notJson.status).toBe(415);
    const profile = await (
      await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })
    ).json();
    expect(profile.profile?.tagline ?? profile.tagline).not.toBe("changed from elsewhere");
    const json = await change({ "Content-Type": "application/json; charset=utf-8" });
    expect(json.status).toBe(200);
  });

  it("refuses a multipart upload from another origin", async () => {
    const cookie = await signUp("cross-upload@example.test");
    const body = new FormData();
    body.set("profileImage", new Blob([new Uint8Array(16)]), "a.jpg");
    const response = await fetch(`${server.url}/api/user/profile-image/upload`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: evil },
      body,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
  });

  it("answers a cross-site post to a page action with 403, not 500", async () => {
    const page = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { Origin: evil, Accept: "text/html" },
      body: form({ email: "x@example.test", password: "whatever-1" }),
      redirect: "manual",
    });
    expect(page.status).toBe(403);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const data = await fetch(`${server.url}/login.data`, {
      method: "POST",
      headers: { Origin: "null" },
      body: form({ email: "x@example.test", password: "whatever-1" }),
    });
    expect(data.status).toBe(403);
  });
});

describe("the redirect after sign-in (item 4)", () => {
  const signInTo = (email: string, redirectTo: string) =>
    fetch(`${server.url}/login`, {
      method: "POST",
      body: form({ name__confirm: "", email, password: PASSWORD, redirectTo }),
      redirect: "manual",
    });

  it("stays on the site whatever redirectTo says", async () => {
    await signUp("redirect@example.test", "redirect_person");
    for (const redirectTo of [
      "/\t/evil.example/phish",
      "/\r\n/evil.example",
      "/\\evil.example",
      "//evil.example",
      "/.//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      const response = await signInTo("redirect@example.test", redirectTo);
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      const landing = new URL(response.headers.get("Location")!, server.url);
      expect(landing.origin, JSON.stringify(redirectTo)).toBe(server.url);
    }
  });

  it("keeps a path on the site", async () => {
    const response = await signInTo("redirect@example.test", "/account?tab=profile");
    expect(response.headers.get("Location")).toBe("/account?tab=profile");
  });
});

describe("oversized bodies (item 6)", () => {
  it("answers 413 to a declared 100 MB JSON body without reading it", async () => {
    const started = Date.now();
    const answer = await rawRequest(`${server.url}/api/contact`, {
      headers: { "Content-Type": "application/json", "Content-Length": 100 * MB },
      body: chunks(64 * 1024, 1600),
      // Only the first chunk is written: a server that waited for the rest would never answer.
      stopAfter: 64 * 1024,
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request is too large." });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops a streamed 100 MB JSON body at the limit", async () => {
    const started = Date.now();
    const answer = await rawRequest(`${server.url}/api/contact`, {
      headers: { "Content-Type": "application/json" },
      body: (function* () {
        yield '{"name":"Big","email":"big@example.test","subject":"Big","message":"';
        yield* chunks(64 * 1024, 1600);
        yield '"}';
      })(),
    });
    expect(answer.status).toBe(413);
    // Socket buffers and the short drain after the answer, never the whole 100 MB.
    expect(answer.sentBeforeAnswer).toBeLessThan(50 * MB);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("stops a streamed huge password to /login.data before it is parsed or hashed", async () => {
    const answer = await rawRequest(`${server.url}/login.data`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: (function* () {
        yield "email=huge%40example.test&password=";
        yield* chunks(64 * 1024, 1600);
      })(),
    });
    expect(answer.status).toBe(413);
    // Socket buffers and the short drain after the answer, never the whole 100 MB.
    expect(answer.sentBeforeAnswer).toBeLessThan(50 * MB);
  });

  it("refuses a password longer than any stored one without checking it", async () => {
    await signUp("long-password@example.test");
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      body: form({
        name__confirm: "",
        email: "long-password@example.test",
        password: `${PASSWORD}${"x".repeat(300)}`,
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Password must be at most 256 characters.");
  });

  it("keeps serving after the refusals", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe("requests of the wrong shape answer 4xx with a message and a logged reason", () => {
  const site = () => new URL(server.url);
  const warnings = async (reason: string) => {
    // Log lines go out in batches, every 100 ms.
    for (let i = 0; i < 40; i++) {
      const found = parseLog(server.output()).filter(
        (line) => line.level === "warn" && line.reason === reason,
      );
      if (found.length) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  };

  it("answers a JSON body posted to a page action 415, naming the form types", async () => {
    const cookie = await signUp("json-to-forms@example.test", "json_to_forms");
    for (const page of ["/my-photos", "/admin/dashboard/users", "/account.data"]) {
      const response = await fetch(`${server.url}${page}`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ intent: "delete", photoId: "x" }),
        redirect: "manual",
      });
      expect(response.status, page).toBe(415);
      expect(await response.json(), page).toEqual({
        message: "Content-Type must be application/x-www-form-urlencoded or multipart/form-data",
      });
    }
    expect(await warnings("page action sent a body that is not a form")).not.toEqual([]);
  });

  it("answers OPTIONS 405 with Allow", async () => {
    const response = await fetch(`${server.url}/api/profile`, { method: "OPTIONS" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect((await response.json()).message).toMatch(/^OPTIONS is not allowed/);
    expect(await warnings("method no route answers")).not.toEqual([]);
  });

  it("refuses a sign-in sent to the server under another host name, saying so", async () => {
    await signUp("other-host@example.test", "other_host");
    // SITE_URL names 127.0.0.1; the browser reached the same server as localhost.
    const answer = await rawRequest(`${server.url}/login`, {
      headers: {
        Host: `localhost:${site().port}`,
        Origin: server.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: [
        form({
          name__confirm: "",
          email: "other-host@example.test",
          password: PASSWORD,
        }).toString(),
      ],
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message: `This request was sent to a host that is not the site's. Open the site at ${server.url}.`,
    });
    const [warning] = await warnings("host is not the site's");
    expect(warning).toMatchObject({ host: `localhost:${site().port}`, origin: server.url });
  });
});

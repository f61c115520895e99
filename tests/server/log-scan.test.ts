import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../app/images/__fixtures__/load-fixture";
import { parseLog, type LogLine } from "./log-lines";
import { cookieFrom, freePort, startServer, type RunningServer } from "./server-process";

/**
 * docs/decisions/0022-structured-logs.md: the production log of a realistic run is JSON, line by
 * line; each request's line has an id, an error a request caused carries that id, and no line holds
 * a password, a full email address, a session cookie, a token or a configured secret
 * (docs/decisions/0022-structured-logs.md). Runs the built app: `npm run build` first.
 */

const PERSON = "log.scan.person@example.test";
const VISITOR = "log.scan.visitor@example.test";
const ADMIN = "log.scan.admin@example.test";
const PASSWORD = "Correct-Horse-Log-Scan-42";
const WRONG_PASSWORD = "Wrong-Battery-Log-Scan-99";
const SECRETS = {
  SESSION_SECRET: "log-scan-session-secret-0123456789abcdef",
  ADMIN_PASSWORD: "Admin-Staple-Log-Scan-77",
  SMTP_PASSWORD: "smtp-relay-log-scan-pass",
  OPENAI_API_KEY: "sk-log-scan-openai-key-0123456789",
  GOOGLE_CLIENT_SECRET: "google-log-scan-client-secret",
};
const BEARER = "eyJhbGciOiJIUzI1NiJ9.log-scan-bearer-token.c2lnbmF0dXJl";
const OAUTH_CODE = "4/0AeanS0log-scan-oauth-code";
const OAUTH_STATE = "log-scan-oauth-state-value";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-log-scan-"));
let server: RunningServer;
let log: LogLine[] = [];
let sessionCookie = "";
const ids: Record<string, string> = {};

const call = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, { redirect: "manual", ...init });

/** Remembers the request id the server answered with, under a name the test asserts on. */
function remember(name: string, response: Response): Response {
  ids[name] = response.headers.get("x-request-id") ?? "";
  return response;
}

/** A signed-in multipart post of a fixture image, as the upload and analyse dialogs send it. */
async function postImage(name: string, pathname: string, file: string, fields = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  body.set("image", new Blob([new Uint8Array(fixture(file))]), file);
  const init = { method: "POST", headers: { Cookie: sessionCookie }, body };
  return remember(name, await call(pathname, init));
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ name__confirm: "", ...fields });

beforeAll(async () => {
  // Nothing listens on these: the mail relay and the AI provider are down, as they may be.
  const closed = await freePort();
  const offline = `http://127.0.0.1:${closed}`;
  server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
    SESSION_SECRET: SECRETS.SESSION_SECRET,
    ADMIN_EMAIL: ADMIN,
    ADMIN_PASSWORD: SECRETS.ADMIN_PASSWORD,
    SMTP_URL: `smtp://relay-user:${SECRETS.SMTP_PASSWORD}@127.0.0.1:${closed}`,
    OPENAI_API_KEY: SECRETS.OPENAI_API_KEY,
    OPENAI_BASE_URL: `${offline}/v1`,
    GOOGLE_CLIENT_ID: "log-scan-client-id",
    GOOGLE_CLIENT_SECRET: SECRETS.GOOGLE_CLIENT_SECRET,
    GOOGLE_AUTH_URL: `${offline}/auth`,
    GOOGLE_TOKEN_URL: `${offline}/token`,
    GOOGLE_REVOKE_URL: `${offline}/revoke`,
    GOOGLE_PICKER_API_URL: offline,
    GOOGLE_LIBRARY_API_URL: offline,
  });

  const signUp = remember(
    "signUp",
    await call("/signup", {
      method: "POST",
      body: form({ email: PERSON, password: PASSWORD, confirmPassword: PASSWORD }),
    }),
  );
  expect(signUp.status).toBe(302);

  const wrong = remember(
    "wrongPassword",
    await call("/login", {
      method: "POST",
      body: form({ email: PERSON, password: WRONG_PASSWORD }),
    }),
  );
  expect(wrong.status).toBe(401);

  const signIn = await call("/login", {
    method: "POST",
    body: form({ email: PERSON, password: PASSWORD }),
  });
  expect(signIn.status).toBe(302);
  sessionCookie = cookieFrom(signIn);
  expect(sessionCookie).toMatch(/^__session=./);

  // The mail to the admin fails (the relay is down): the app logs an error for this request.
  const contact = remember(
    "contact",
    await call("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Log Scan Visitor",
        email: VISITOR,
        subject: "Prints",
        message: `Please write back to ${VISITOR} about prints.`,
      }),
    }),
  );
  expect(contact.status).toBe(201);

  const uploaded = await postImage("upload", "/api/photos/upload", "flower.webp", {
    title: "Flower",
    category: "macro",
  });
  expect(uploaded.status).toBe(201);

  // The AI provider is down: the app warns and answers with the offline analyser.
  const analysed = await postImage("analyse", "/api/photos/ai-analyze", "canon-gps.jpg");
  expect(analysed.status).toBe(200);

  const withCredentials = remember(
    "bearer",
    await call("/api/auth/user", {
      headers: {
        Authorization: `Bearer ${BEARER}`,
        Cookie: `${sessionCookie}; theme=dark`,
        "X-Request-Id": "proxy-trace-0042",
      },
    }),
  );
  // A token the site never made is refused (ADR 68); neither it nor the cookie reaches the log.
  expect(withCredentials.status).toBe(401);

  // An OAuth callback carries a one-time code and the state in its address.
  remember(
    "callback",
    await call(`/api/auth/google/photos/callback?state=${OAUTH_STATE}&code=${OAUTH_CODE}`, {
      headers: { Cookie: sessionCookie },
    }),
  );

  // A request id a client could use to confuse a log reader is not taken.
  const unsafe = `"}{"level":"fatal","msg":"forged" ${"x".repeat(80)}`;
  remember("unsafeId", await call("/landing", { headers: { "X-Request-Id": unsafe } }));

  await call("/healthz");
  await call("/readyz");

  await server.stop();
  log = parseLog(server.output());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const requestLine = (id: string) => log.find((line) => line.req?.id === id);

describe("the production log of a run", () => {
  it("is one JSON object per line, from start to stop", () => {
    expect(log.length).toBeGreaterThan(10);
    expect(log[0]!.level).toBeDefined();
    expect(log.at(-1)!.msg).toBe("Viewfinder stopped");
  });

  it("holds no password, full address, session cookie, token or configured secret", () => {
    const output = server.output();
    const cookieValue = sessionCookie.slice("__session=".length);
    const forbidden = {
      PASSWORD,
      WRONG_PASSWORD,
      PERSON,
      VISITOR,
      ADMIN,
      "encoded address": encodeURIComponent(PERSON),
      cookieValue,
      "decoded cookie": decodeURIComponent(cookieValue),
      BEARER,
      OAUTH_CODE,
      OAUTH_STATE,
      ...SECRETS,
    };
    for (const [name, value] of Object.entries(forbidden)) {
      expect(output.includes(value), `${name} in the log`).toBe(false);
    }
    // The masked forms show what was there without saying it.
    expect(output).toContain("l***@example.test");
  });

  it("has a line with an id for each request, and answers with that id", () => {
    const lines = log.filter((line) => line.req);
    expect(lines.length).toBeGreaterThanOrEqual(9);
    for (const line of lines) {
      expect(line.req!.id, JSON.stringify(line)).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
      expect(line.reqId).toBe(line.req!.id);
      expect(line.res?.statusCode).toEqual(expect.any(Number));
    }
    for (const [name, id] of Object.entries(ids)) {
      expect(requestLine(id), `the request line of ${name}`).toBeDefined();
    }
    expect(ids.bearer).toBe("proxy-trace-0042");
    expect(ids.unsafeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length);
    // Probes every few seconds would bury the rest.
    expect(log.some((line) => /^\/(healthz|readyz)/.test(line.req?.url ?? ""))).toBe(false);
  });

  it("gives an error the id of the request that caused it", () => {
    const mailFailed = log.find((line) => line.msg === "Mail failed");
    expect(mailFailed, "the mail failure").toMatchObject({
      level: "error",
      reqId: ids.contact,
      to: "l***@example.test",
      err: { message: expect.any(String) },
    });
    expect(log.indexOf(mailFailed!)).toBeLessThan(log.indexOf(requestLine(ids.contact)!));

    const aiWarning = log.find((line) => line.msg?.startsWith("AI suggestions failed"));
    expect(aiWarning, "the AI provider warning").toMatchObject({
      level: "warn",
      reqId: ids.analyse,
    });
  });

  it("says what a request line is: method, path and status, not its headers", () => {
    const line = requestLine(ids.bearer)!;
    expect(line.req).toMatchObject({ method: "GET", url: "/api/auth/user" });
    expect(line.req).not.toHaveProperty("headers");
    expect(line.res).toEqual({ statusCode: 401 });
    expect(requestLine(ids.callback)!.req!.url).toBe(
      "/api/auth/google/photos/callback?state=[redacted]&code=[redacted]",
    );
  });
});

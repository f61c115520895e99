import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "~/storage/test-s3-server";
import { freePort, signIn, startServer, type RunningServer } from "./server-process";

/**
 * The object store going away while the app runs (`npm run build` first): requests that need it
 * answer 503 within 2 s instead of hanging, /readyz says which dependency is missing, and the
 * app serves again by itself once the store is back — s3rver stopped and restarted at the same
 * port over the same directory, or frozen (SIGSTOP: connections accepted, nothing answered).
 */

const BUCKET = "viewfinder-outage";
const ADMIN = { email: "outage-admin@example.test", password: "outage-admin-password" };
const FIXTURE = readFileSync(path.resolve(__dirname, "../../app/images/__fixtures__/flower.webp"));
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-outage-app-"));
const s3Dir = mkdtempSync(path.join(tmpdir(), "viewfinder-outage-s3-"));
let s3Port = 0;
let s3: TestS3Server | undefined;
let server: RunningServer;
let cookie = "";
let originalUrl = "";
let photoId = "";

const startS3 = () => startTestS3Server(BUCKET, { port: s3Port, directory: s3Dir });

beforeAll(async () => {
  s3Port = await freePort();
  s3 = await startS3();
  server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // The admin has a username (set at creation), so every page opens without onboarding.
  cookie = await signIn(server, ADMIN.email, ADMIN.password);
  const uploaded = await upload("Before the outage");
  expect(uploaded.status).toBe(201);
  const photo = (await uploaded.json()) as { id: string; userId: string };
  originalUrl = `/media/photo/${photo.userId}/${photo.id}/original`;
  photoId = photo.id;
}, 60_000);

afterAll(async () => {
  if (s3) process.kill(s3.pid, "SIGCONT");
  await server?.stop();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Dir, { recursive: true, force: true });
});

function uploadForm(title: string) {
  const form = new FormData();
  form.set("title", title);
  form.set("category", "macro");
  form.set("image", new Blob([new Uint8Array(FIXTURE)]), "flower.webp");
  return form;
}

const upload = (title: string) =>
  call("/api/photos/upload", { method: "POST", body: uploadForm(title) });

const call = (url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, { ...init, headers: { Cookie: cookie, ...(init.headers ?? {}) } });

/** The answer and how long it took, in ms. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await call(url, init);
  const body = await response.text();
  return { status: response.status, body, response, ms: performance.now() - started };
}

async function expectServing() {
  const media = await call(originalUrl);
  expect(media.status).toBe(200);
  expect(Buffer.from(await media.arrayBuffer()).equals(FIXTURE)).toBe(true);
  const ready = await timed("/readyz");
  expect([ready.status, JSON.parse(ready.body).status]).toEqual([200, "ready"]);
}

async function expectUnavailableWithin2s() {
  const media = await timed(originalUrl);
  expect(media.status).toBe(503);
  expect(media.ms).toBeLessThan(2000);
  expect(JSON.parse(media.body)).toEqual({
    message: "The service is temporarily unavailable. Please try again in a moment.",
  });
  expect(media.response.headers.get("retry-after")).toBe("5");
  expect(media.response.headers.get("cache-control")).toBe("no-store");

  const ready = await timed("/readyz");
  expect(ready.status).toBe(503);
  expect(ready.ms).toBeLessThan(2000);
  expect(JSON.parse(ready.body)).toMatchObject({
    status: "unavailable",
    failing: ["object store"],
    checks: { database: "ok", "object store": "unavailable" },
  });

  // A page (a form posted without JavaScript) that needs the store: the error page, as 503.
  const page = await timed("/account", {
    method: "POST",
    body: new URLSearchParams({ intent: "avatar-from-photo", photoId }),
  });
  expect(page.status).toBe(503);
  expect(page.ms).toBeLessThan(2000);
  expect(page.response.headers.get("content-type")).toContain("text/html");
  expect(page.body).toContain("Temporarily unavailable");
  expect(page.body).toContain("The service is temporarily unavailable.");

  // My Photos' upload form without JavaScript: the page again, telling why.
  const form = uploadForm("During the outage");
  // The same file as before the outage: sent anyway, so the store is reached.
  form.set("uploadDuplicates", "on");
  const myPhotos = await timed("/my-photos", { method: "POST", body: form });
  expect(myPhotos.status).toBe(503);
  expect(myPhotos.body).toContain("The service is temporarily unavailable.");

  const started = performance.now();
  const refused = await upload("During the outage");
  expect(refused.status).toBe(503);
  expect(performance.now() - started).toBeLessThan(2000);

  // What does not need the store keeps working: the photo list comes from the database.
  const list = await timed("/api/user/photos");
  expect(list.status).toBe(200);
  expect(JSON.parse(list.body)).toHaveLength(1);
  // Alive all along: an orchestrator must not restart the process for a dependency's outage.
  expect((await timed("/healthz")).status).toBe(200);
}

describe("when the object store goes away", () => {
  it("answers 503 within 2 s while s3rver is stopped, and serves again once it is back", async () => {
    await expectServing();
    await s3!.stop();
    await expectUnavailableWithin2s();
    s3 = await startS3();
    await expectServing();
    // The upload refused during the outage left nothing behind; a new one works.
    expect((await upload("After the outage")).status).toBe(201);
  }, 60_000);

  it("answers 503 within 2 s while s3rver is frozen (connections accepted, no answer)", async () => {
    process.kill(s3!.pid, "SIGSTOP");
    try {
      const media = await timed(originalUrl);
      expect(media.status).toBe(503);
      expect(media.ms).toBeLessThan(2000);
      const ready = await timed("/readyz");
      expect([ready.status, ready.ms < 2000]).toEqual([503, true]);
    } finally {
      process.kill(s3!.pid, "SIGCONT");
    }
    await expectServing();
  }, 60_000);
});

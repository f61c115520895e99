import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS, BODY_TOO_LARGE, bodyLimitFor } from "./body-limits.server";
import { chunks, rawRequest } from "./raw-request";
import { startGuardedApp, type GuardedApp } from "./test-app";

const MB = 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=x";

describe("bodyLimitFor", () => {
  it("holds form and JSON bodies to the form limit, photo edits to a larger one", () => {
    expect(bodyLimitFor("/api/contact", "application/json")).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/login.data", FORM)).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/login", "text/plain")).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/login", undefined)).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/my-photos", FORM)).toBe(BODY_LIMITS.photoMetadata);
    expect(bodyLimitFor("/my-photos.data", FORM)).toBe(BODY_LIMITS.photoMetadata);
    expect(bodyLimitFor("/api/user/photos/abc", "application/json")).toBe(
      BODY_LIMITS.photoMetadata,
    );
    expect(bodyLimitFor("/api/user/photos/abc/public", "application/json")).toBe(BODY_LIMITS.form);
  });

  it("gives lists of photo ids in order room for 10,000 ids", () => {
    expect(BODY_LIMITS.photoOrder).toBeGreaterThan(10_000 * JSON.stringify("f".repeat(33)).length);
    expect(bodyLimitFor("/api/user/photos/order", "application/json")).toBe(BODY_LIMITS.photoOrder);
    expect(bodyLimitFor("/api/collections/abc/photos", "application/json")).toBe(
      BODY_LIMITS.photoOrder,
    );
    expect(bodyLimitFor("/api/collections/abc", "application/json")).toBe(BODY_LIMITS.form);
  });

  it("leaves multipart to the routes whose parsers limit it, and limits it elsewhere", () => {
    for (const path of [
      "/api/photos/upload",
      "/api/photos/ai-analyze",
      "/api/user/profile-image/upload",
      "/api/admin/hero-images/upload",
      "/my-photos",
      "/my-photos.data",
      "/my-photos/bulk",
      "/account.data",
      "/admin/dashboard/bulk-upload",
      "/admin/dashboard/hero-banners",
    ]) {
      expect(bodyLimitFor(path, MULTIPART), path).toBeUndefined();
    }
    expect(bodyLimitFor("/login", MULTIPART)).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/api/contact", MULTIPART)).toBe(BODY_LIMITS.form);
    // Spellings the upload parsers would not take as multipart, and paths Remix would still match.
    expect(bodyLimitFor("/my-photos", "Multipart/Form-Data; boundary=x")).toBe(
      BODY_LIMITS.photoMetadata,
    );
    expect(bodyLimitFor("/%6dy-photos", MULTIPART)).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor("/MY-PHOTOS", MULTIPART)).toBe(BODY_LIMITS.form);
  });
});

describe("the body limits in front of the app", () => {
  let app: GuardedApp;
  beforeAll(async () => {
    app = await startGuardedApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers 413 to a declared 100 MB body at once, before reading it", async () => {
    const before = app.reached();
    const started = Date.now();
    const answer = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": "application/json", "Content-Length": 100 * MB },
      body: chunks(64 * 1024, 1600),
      // Only the first chunk is ever written: a server waiting for the rest would never answer.
      stopAfter: 64 * 1024,
      timeoutMs: 5_000,
    });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { message: BODY_TOO_LARGE }]);
    expect(answer.headers.connection).toBe("close");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(app.reached()).toBe(before);
  });

  it("stops reading a streamed (chunked) body at the limit", async () => {
    const before = app.reached();
    const started = Date.now();
    const answer = await rawRequest(`${app.url}/login.data`, {
      headers: { "Content-Type": FORM },
      body: (function* () {
        yield "email=a%40b.test&password=";
        yield* chunks(64 * 1024, 1600); // 100 MB, made one chunk at a time
      })(),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: BODY_TOO_LARGE });
    // Written before the answer was read: socket buffers and the short drain after the answer
    // (at most 32 MB), never the whole 100 MB a server reading it all would take first.
    expect(answer.sentBeforeAnswer).toBeLessThan(50 * MB);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(app.reached()).toBe(before);
  });

  it("hands a streamed body under the limit on whole, however it is cut", async () => {
    const pieces = Array.from({ length: 500 }, (_, i) => `field${i}=${"x".repeat(50)}&`);
    const answer = await rawRequest(`${app.url}/login`, {
      headers: { "Content-Type": FORM },
      body: pieces,
    });
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.body);
    expect(echoed.length).toBe(pieces.join("").length);
    expect(echoed.text).toBe(pieces.join("").slice(0, 200));
  });

  it("waits for a slow streamed body", async () => {
    const answer = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": "application/json" },
      body: (async function* () {
        for (const part of ['{"name":', '"Ada",', '"message":"hello there"}']) {
          yield part;
          await sleep(60);
        }
      })(),
    });
    expect([answer.status, JSON.parse(answer.body).text]).toEqual([
      200,
      '{"name":"Ada","message":"hello there"}',
    ]);
  });

  it("passes empty and declared-length bodies under the limit", async () => {
    const empty = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: [],
    });
    expect([empty.status, JSON.parse(empty.body).length]).toEqual([200, 0]);
    const body = "x".repeat(BODY_LIMITS.form);
    const exact = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": "application/json", "Content-Length": body.length },
      body: [body],
    });
    expect([exact.status, JSON.parse(exact.body).length]).toEqual([200, BODY_LIMITS.form]);
    const over = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": "application/json", "Content-Length": body.length + 1 },
      body: [body, "x"],
    });
    expect(over.status).toBe(413);
  });

  it("gives a photo's edit its larger limit", async () => {
    const description = `title=Dunes&description=${"%E2%82%AC".repeat(20_000)}`;
    const edit = await rawRequest(`${app.url}/my-photos`, {
      headers: { "Content-Type": FORM },
      body: [description],
    });
    expect(edit.status).toBe(200);
    const elsewhere = await rawRequest(`${app.url}/api/contact`, {
      headers: { "Content-Type": FORM },
      body: [description],
    });
    expect(elsewhere.status).toBe(413);
  });

  it("lets uploads through to their parsers, and holds multipart elsewhere to the form limit", async () => {
    const upload = await rawRequest(`${app.url}/api/photos/upload`, {
      headers: { "Content-Type": MULTIPART },
      body: chunks(64 * 1024, 16),
    });
    expect([upload.status, JSON.parse(upload.body).length]).toEqual([200, MB]);
    const signIn = await rawRequest(`${app.url}/login`, {
      headers: { "Content-Type": MULTIPART },
      body: chunks(64 * 1024, 16),
    });
    expect(signIn.status).toBe(413);
    const shouted = await rawRequest(`${app.url}/api/photos/upload`, {
      headers: { "Content-Type": "MULTIPART/FORM-DATA; boundary=x" },
      body: chunks(64 * 1024, 16),
    });
    expect(shouted.status).toBe(413);
  });
});

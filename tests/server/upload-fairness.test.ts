import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * One photographer's pile of large uploads neither holds another's small upload back by more
 * than the one being processed, nor grows without bound: past their upload slots, more are
 * refused (429) before their bodies are read. The built server, real uploads (ADR 39).
 */

const BUSY =
  "Too many uploads at once: please wait until your other uploads have finished, then try again.";
/** MAX_UPLOADS_AT_ONCE in app/services/photos/upload-slots.server.ts. */
const SLOTS = 4;

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-upload-fairness-"));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 130_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "fairness-password",
      confirmPassword: "fairness-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = cookieFrom(response);
  // A username, so the My Photos page opens instead of sending the account to onboarding.
  const completed = await fetch(`${server.url}/api/profile/complete`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Fair", lastName: "Share", username: email.split("@")[0] }),
  });
  expect(completed.status).toBe(200);
  return cookie;
}

const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 120, b: 150 },
      noise: { type: "gaussian", mean: 128, sigma: 25 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

function form(file: Buffer, title: string): FormData {
  const body = new FormData();
  body.set("title", title);
  body.set("category", "landscape");
  body.set("image", new Blob([new Uint8Array(file)]), `${title}.jpg`);
  return body;
}

const upload = (cookie: string, url: string, file: Buffer, title: string) =>
  fetch(`${server.url}${url}`, {
    method: "POST",
    body: form(file, title),
    headers: { Cookie: cookie },
    redirect: "manual",
  });

/** An upload whose body stops halfway until `resume` settles. */
async function uploadHeldBack(cookie: string, file: Buffer, title: string, resume: Promise<void>) {
  const multipart = new Response(form(file, title));
  const bytes = new Uint8Array(await multipart.arrayBuffer());
  const half = bytes.length >> 1;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.subarray(0, half));
      await resume;
      controller.enqueue(bytes.subarray(half));
      controller.close();
    },
  });
  return fetch(`${server.url}/api/photos/upload`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { Cookie: cookie, "Content-Type": multipart.headers.get("Content-Type")! },
  } as RequestInit);
}

it("serves another photographer's small upload next, and refuses uploads past the slots", async () => {
  const a = await signUp("busy@example.test");
  const b = await signUp("small@example.test");
  const big = await noisy(6000, 4000);
  const small = await noisy(64, 64);
  expect(big.length).toBeLessThan(25 * 1024 * 1024);

  // A's uploads send half their body, then hold the rest back until `release`: meanwhile each
  // sits in one of A's upload slots, whatever the machine's speed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answeredA = 0;
  const uploadsA = Array.from({ length: SLOTS }, async (_, n) => {
    const response = await uploadHeldBack(a, big, `big-${n}`, released);
    await response.arrayBuffer();
    answeredA++;
    return response.status;
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));

  // Past the slots: refused at once, before the body is read, by the API and the page form. A
  // small body: a large one may still be on its way when the server answers and closes, and the
  // client then sees a broken pipe instead of the answer.
  const refused = await upload(a, "/api/photos/upload", small, "one-too-many");
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ message: BUSY });
  const refusedForm = await upload(a, "/my-photos", small, "one-too-many");
  expect(refusedForm.status).toBe(429);
  expect(refusedForm.headers.get("Retry-After")).not.toBeNull();
  expect(await refusedForm.text()).toContain("Too many uploads at once");
  expect(answeredA).toBe(0);

  // A's bodies arrive and all four wait for the image queue; B's small upload arrives then, and
  // waits for the big one being processed, at most.
  release();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = Date.now();
  const answeredBefore = answeredA;
  const smallUpload = await upload(b, "/api/photos/upload", small, "small");
  const waited = Date.now() - sent;
  expect(smallUpload.status).toBe(201);
  expect(answeredA - answeredBefore).toBeLessThanOrEqual(1);
  expect(answeredA).toBeLessThan(SLOTS);
  console.info(`64×64 upload beside ${SLOTS} large ones: answered in ${waited} ms`);

  expect(await Promise.all(uploadsA)).toEqual(Array(SLOTS).fill(201));
  // The slots are free again.
  expect((await upload(a, "/api/photos/upload", small, "after")).status).toBe(201);
}, 180_000);

import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/** POST /api/user/photos/duplicates against the built server (ADR 44). */

const flower = readFileSync(path.resolve(__dirname, "../../app/images/__fixtures__/flower.webp"));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const URL_PATH = "/api/user/photos/duplicates";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-duplicates-api-"));
let server: RunningServer;
let owner = "";
let other = "";

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "duplicates-password",
      confirmPassword: "duplicates-password",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}

const ask = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${URL_PATH}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });

// The browser's hash of a PNG it re-encoded to this WebP before sending.
const chosen = "ab".repeat(32);
let photoId = "";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  owner = await signUp("owner@example.test");
  other = await signUp("other@example.test");
  const form = new FormData();
  form.set("title", "Petals");
  form.set("category", "macro");
  form.set("chosenSha256", chosen);
  form.set("image", new Blob([new Uint8Array(flower)]), "flower.webp");
  const upload = await fetch(`${server.url}/api/photos/upload`, {
    method: "POST",
    body: form,
    headers: { Cookie: owner },
  });
  expect(upload.status).toBe(201);
  photoId = ((await upload.json()) as { id: string }).id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("which chosen files a photographer already has", () => {
  it("names the photo for the original's hash and for the file as chosen, to its owner only", async () => {
    const unknown = "0".repeat(64);
    const answer = await ask(owner, { sha256: [sha256(flower), chosen.toUpperCase(), unknown] });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({
      duplicates: [
        { sha256: sha256(flower), photoId, title: "Petals" },
        { sha256: chosen, photoId, title: "Petals" },
      ],
    });
    const someoneElse = await ask(other, { sha256: [sha256(flower), chosen] });
    expect(await someoneElse.json()).toEqual({ duplicates: [] });
  });

  it("refuses the signed out, other sites, other bodies and bad hashes, saying why", async () => {
    expect((await ask(undefined, { sha256: [chosen] })).status).toBe(401);
    const crossSite = await ask(owner, { sha256: [chosen] }, { Origin: "https://evil.test" });
    expect(crossSite.status).toBe(403);
    const text = await ask(owner, JSON.stringify({ sha256: [chosen] }), {
      "Content-Type": "text/plain",
    });
    expect(text.status).toBe(415);
    const bad = await ask(owner, { sha256: ["not-a-hash"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "Each sha256 must be 64 hexadecimal characters",
    });
    const many = await ask(owner, { sha256: Array.from({ length: 201 }, () => chosen) });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ message: "At most 200 hashes at a time" });
  });
});

import { createDecipheriv, createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startServer, type RunningServer } from "./server-process";

// What public answers give away, and how they may be cached, against the built server.
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-public-answers-"));
const ADMIN = { email: "admin-person@example.test", password: "admin-pass-word-1" };
// A hand-chosen secret: what an attacker would try to guess from a page's ciphertext.
const SESSION_SECRET = "correct horse battery staple";
let server: RunningServer;
let cookie: string;
let adminId: string;

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
    SESSION_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  cookie = await signIn(server, ADMIN.email, ADMIN.password);
  const done = await fetch(`${server.url}/api/profile/complete`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Ada", lastName: "Admin", username: "ada_admin" }),
  });
  expect(done.status).toBe(200);
  adminId = (await done.json()).id;
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * What a crypto-js passphrase AES value (the honeypot library's) holds when opened with `secret`,
 * or null: OpenSSL's format, "Salted__" and a salt, key and IV from MD5 (EVP_BytesToKey).
 */
function openWith(secret: string, value: string): string | null {
  const raw = Buffer.from(value, "base64");
  if (raw.subarray(0, 8).toString("latin1") !== "Salted__") return null;
  const salt = raw.subarray(8, 16);
  let material = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (material.length < 48) {
    block = createHash("md5")
      .update(Buffer.concat([block, Buffer.from(secret), salt]))
      .digest();
    material = Buffer.concat([material, block]);
  }
  try {
    const decipher = createDecipheriv(
      "aes-256-cbc",
      material.subarray(0, 32),
      material.subarray(32),
    );
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const text = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(`${server.url}${url}`, { headers })).text();

describe("a signed-in read of a public address", () => {
  it("carries one Cache-Control with one value, private", async () => {
    for (const url of ["/api/templates", "/sitemap.xml", "/robots.txt", "/ada_admin"]) {
      const response = await fetch(`${server.url}${url}`, { headers: { Cookie: cookie } });
      expect(response.status, url).toBe(200);
      // Two headers would read as one joined with a comma here.
      expect(response.headers.get("Cache-Control"), url).toBe("private, no-cache");
    }
  });

  it("leaves visitors the route's own public caching", async () => {
    const response = await fetch(`${server.url}/api/templates`);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});

describe("the public profile", () => {
  it("does not say who is an administrator, nor give their email", async () => {
    for (const url of [`/api/portfolio/${adminId}`, "/api/portfolio/ada_admin"]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      const profile = await response.json();
      expect(profile.username, url).toBe("ada_admin");
      expect(profile, url).not.toHaveProperty("role");
      expect(JSON.stringify(profile), url).not.toMatch(/admin-person|@example\.test|password/i);
    }
    for (const url of ["/ada_admin", `/api/portfolio/${adminId}/photos`, "/api/photos"]) {
      const body = await text(url);
      expect(body, url).not.toMatch(/\\?"role\\?"/);
      expect(body, url).not.toContain(ADMIN.email);
    }
  });
});

describe("the honeypot", () => {
  it("puts nothing on a page that was encrypted with SESSION_SECRET", async () => {
    for (const url of ["/login", "/signup", "/", "/ada_admin"]) {
      const body = await text(url);
      // crypto-js's passphrase AES output, the honeypot's format, starts with base64 "Salted__".
      const ciphertexts = body.match(/U2FsdGVkX1[A-Za-z0-9+/=]*/g) ?? [];
      // Before, each page carried the time of its rendering, which this secret opened.
      const opened = ciphertexts.map((c) => openWith(SESSION_SECRET, c)).filter(Boolean);
      expect(opened, url).toEqual([]);
      expect(ciphertexts, url).toEqual([]);
    }
  });

  it("still turns away a sign-in whose hidden field is filled, and lets people in", async () => {
    const trapped = await fetch(`${server.url}/login`, {
      method: "POST",
      body: new URLSearchParams({ name__confirm: "bot", ...ADMIN }),
      redirect: "manual",
    });
    expect(trapped.status).toBe(400);
    expect(await trapped.text()).toContain("Bot detection failed");
    expect(await signIn(server, ADMIN.email, ADMIN.password)).toContain("__session=");
  });
});

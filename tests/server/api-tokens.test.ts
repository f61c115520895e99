import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { requestFrom, signIn, startServer, type RunningServer } from "./server-process";

/**
 * Personal access tokens (docs/product.md#api-tokens, docs/decisions/0068-personal-access-tokens.md)
 * against the built server (`npm run build` first), as a script uses them: no cookie, no Origin.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "api-tokens-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-api-tokens-"));
let server: RunningServer;
const cookies = { ana: "", ada: "", cy: "" };
const tokens = { write: "", read: "", adminWrite: "" };

interface Call {
  method?: string;
  bearer?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
}

/** A request as a script sends it: only the headers given, no Origin unless a cookie goes too. */
function call(pathname: string, { method = "GET", bearer, cookie, json, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  if (cookie) {
    headers.Cookie = cookie;
    if (method !== "GET") headers.Origin = server.url;
  }
  if (json !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}${pathname}`, {
    method,
    headers,
    body: json === undefined ? body : JSON.stringify(json),
    redirect: "manual",
  });
}

/** A GET with a token from a chosen loopback source address: each stands for one client. */
async function getFrom(from: string, pathname: string, bearer: string) {
  const answer = await requestFrom(server, from, pathname, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  const { message = "" } = JSON.parse(answer.body) as { message?: string };
  return { status: answer.status, retryAfter: answer.headers["retry-after"], message };
}

async function makeToken(cookie: string, input: Record<string, unknown>) {
  const answer = await call("/api/tokens", { method: "POST", cookie, json: input });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string; token: string; scope: string; prefix: string };
}

function uploadForm(title: string) {
  const form = new FormData();
  form.set("title", title);
  form.set("category", "nature");
  const bytes = readFileSync(path.join(FIXTURES, "flower.webp"));
  form.set("image", new Blob([new Uint8Array(bytes)]), "flower.webp");
  return form;
}

async function myPhotoCount(bearer: string) {
  const answer = await call("/api/user/photos", { bearer });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as unknown[] | { photos: unknown[] };
  return (Array.isArray(body) ? body : body.photos).length;
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  for (const [name, role] of [
    ["ana", "user"],
    ["ada", "admin"],
    ["cy", "user"],
  ] as const) {
    await database.users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
      firstName: name,
      lastName: "Lens",
      role,
    });
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
  cookies.ana = await signIn(server, "ana@example.test", PASSWORD);
  cookies.ada = await signIn(server, "ada@example.test", PASSWORD);
  cookies.cy = await signIn(server, "cy@example.test", PASSWORD);
  tokens.write = (await makeToken(cookies.ana, { name: "Lightroom", scope: "write" })).token;
  tokens.read = (await makeToken(cookies.ana, { name: "Backup script", scope: "read" })).token;
  tokens.adminWrite = (await makeToken(cookies.ada, { name: "Admin's", scope: "write" })).token;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("making tokens", () => {
  it("shows a token once and lists it by name, scope and prefix, never in clear", async () => {
    const made = await makeToken(cookies.ana, {
      name: "Studio Mac",
      scope: "read",
      expiresAt: "2099-12-31",
    });
    expect(made.token).toMatch(/^vf_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    const listed = await call("/api/tokens", { cookie: cookies.ana });
    expect(listed.headers.get("cache-control")).toContain("no-store");
    const text = await listed.text();
    expect(text).not.toContain(made.token);
    const { tokens: list } = JSON.parse(text) as {
      tokens: { id: string; name: string; scope: string; expiresAt: string | null }[];
    };
    const studio = list.find((token) => token.id === made.id);
    expect(studio).toMatchObject({ name: "Studio Mac", scope: "read" });
    expect(studio?.expiresAt?.startsWith("2099-12-31")).toBe(true);
    // Another photographer's list does not have it.
    const theirs = await (await call("/api/tokens", { cookie: cookies.ada })).text();
    expect(theirs).not.toContain(made.id);
  });

  it("refuses a token without a name, with an unknown scope or an expiry in the past", async () => {
    for (const [input, message] of [
      [{ name: " ", scope: "read" }, "Give the token a name"],
      [{ name: "x", scope: "admin" }, 'Scope must be "read" or "write"'],
      [{ name: "x", scope: "read", expiresAt: "2001-01-01" }, "in the future"],
    ] as const) {
      const answer = await call("/api/tokens", {
        method: "POST",
        cookie: cookies.ana,
        json: input,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(message);
    }
  });

  it("needs a signed-in browser: signed out 401, and no token manages tokens", async () => {
    expect((await call("/api/tokens")).status).toBe(401);
    for (const [method, pathname] of [
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens"],
      ["DELETE", "/api/tokens/anything"],
    ]) {
      const answer = await call(pathname!, {
        method,
        bearer: tokens.write,
        json: method === "POST" ? { name: "more", scope: "write" } : undefined,
      });
      expect(answer.status, `${method} ${pathname}`).toBe(403);
    }
  });
});

describe("a write token, with no cookie", () => {
  it("uploads a photo and sets the order of collections", async () => {
    const before = await myPhotoCount(tokens.write);
    const uploaded = await call("/api/photos/upload", {
      method: "POST",
      bearer: tokens.write,
      body: uploadForm("By token"),
    });
    expect(uploaded.status).toBe(201);
    expect(await myPhotoCount(tokens.write)).toBe(before + 1);

    const ids: string[] = [];
    for (const title of ["First", "Second"]) {
      const made = await call("/api/collections", {
        method: "POST",
        bearer: tokens.write,
        json: { title, visibility: "public" },
      });
      expect(made.status).toBe(201);
      ids.push(((await made.json()) as { id: string }).id);
    }
    const reordered = await call("/api/collections/order", {
      method: "PUT",
      bearer: tokens.write,
      json: { collectionIds: [...ids].reverse() },
    });
    expect(reordered.status).toBe(200);
    // The photographer's own signed-in view shows the order the script set.
    const listed = await call("/api/collections", { cookie: cookies.ana });
    const body = (await listed.json()) as { id: string }[] | { collections: { id: string }[] };
    const order = (Array.isArray(body) ? body : body.collections).map((c) => c.id);
    expect(order.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it("keeps the body limits: an oversized body is refused before it is read", async () => {
    const answer = await call("/api/collections", {
      method: "POST",
      bearer: tokens.write,
      json: { title: "x".repeat(200_000), visibility: "public" },
    });
    expect(answer.status).toBe(413);
  });

  it("notes its last use", async () => {
    const { tokens: list } = (await (
      await call("/api/tokens", { cookie: cookies.ana })
    ).json()) as {
      tokens: { name: string; lastUsedAt: string | null }[];
    };
    const used = list.find((token) => token.name === "Lightroom");
    expect(used?.lastUsedAt).not.toBeNull();
    expect(list.find((token) => token.name === "Studio Mac")?.lastUsedAt).toBeNull();
  });
});

describe("a read token", () => {
  it("reads, and gets 403 on the same upload, which changes nothing", async () => {
    const before = await myPhotoCount(tokens.read);
    const refused = await call("/api/photos/upload", {
      method: "POST",
      bearer: tokens.read,
      body: uploadForm("Should not land"),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain("can only read");
    expect(refused.headers.get("www-authenticate")).toContain("insufficient_scope");
    expect(await myPhotoCount(tokens.read)).toBe(before);
  });

  it("is not raised by a cookie sent along with it", async () => {
    const refused = await call("/api/collections", {
      method: "POST",
      bearer: tokens.read,
      cookie: cookies.ana,
      json: { title: "Sneaky", visibility: "public" },
    });
    expect(refused.status).toBe(403);
  });

  it("may ask which files are already there (a question, not a change)", async () => {
    const answer = await call("/api/user/photos/duplicates", {
      method: "POST",
      bearer: tokens.read,
      json: { sha256: ["0".repeat(64)] },
    });
    expect(answer.status).toBe(200);
  });
});

describe("tokens that no longer work", () => {
  it("a revoked token gets 401 at once", async () => {
    const made = await makeToken(cookies.ana, { name: "Old laptop", scope: "write" });
    expect((await call("/api/user/photos", { bearer: made.token })).status).toBe(200);
    const revoked = await call(`/api/tokens/${made.id}`, { method: "DELETE", cookie: cookies.ana });
    expect(revoked.status).toBe(204);
    const after = await call("/api/user/photos", { bearer: made.token });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toContain("invalid_token");
    // Someone else's token id: nothing to revoke.
    const ada = await makeToken(cookies.ada, { name: "Ada's", scope: "read" });
    const notYours = await call(`/api/tokens/${ada.id}`, { method: "DELETE", cookie: cookies.ana });
    expect(notYours.status).toBe(404);
    expect((await call("/api/user/photos", { bearer: ada.token })).status).toBe(200);
  });

  it("an expired token gets 401 saying so", async () => {
    const made = await makeToken(cookies.ana, {
      name: "Short-lived",
      scope: "write",
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await call("/api/user/photos", { bearer: made.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await call("/api/user/photos", { bearer: made.token });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toContain("expired");
  });

  it("a suspended photographer's token gets 401 saying so", async () => {
    const made = await makeToken(cookies.cy, { name: "Cy's script", scope: "write" });
    expect((await call("/api/user/photos", { bearer: made.token })).status).toBe(200);
    const me = (await (await call("/api/auth/user", { cookie: cookies.cy })).json()) as {
      id: string;
    };
    const suspended = await call(`/api/admin/users/${me.id}/status`, {
      method: "POST",
      cookie: cookies.ada,
      json: { status: "suspended" },
    });
    expect(suspended.status).toBe(200);
    const after = await call("/api/user/photos", { bearer: made.token });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toContain("suspended");
  });

  it("a made-up or malformed token gets 401", async () => {
    expect((await call("/api/user/photos", { bearer: "vf_" + "A".repeat(43) })).status).toBe(401);
    expect((await call("/api/user/photos", { bearer: "not a token" })).status).toBe(401);
  });
});

describe("guessing tokens", () => {
  it("20 made-up tokens from one client stop its token requests for 15 minutes, not another's", async () => {
    for (let i = 0; i < 20; i++) {
      const guess = `vf_${String(i).padStart(43, "x")}`;
      const answer = await getFrom("127.0.0.7", "/api/user/photos", guess);
      expect(answer.status, `guess ${i + 1}`).toBe(401);
    }
    const stopped = await getFrom("127.0.0.7", "/api/user/photos", tokens.read);
    expect(stopped.status).toBe(429);
    expect(stopped.retryAfter).toBe("900");
    expect(stopped.message).toBe(
      "Too many requests with an API token that is not valid. Please wait 15 minutes before trying again.",
    );
    // Another client, and the same photographer signed in from anywhere, are unaffected.
    expect((await getFrom("127.0.0.8", "/api/user/photos", tokens.read)).status).toBe(200);
    expect((await call("/api/user/photos", { cookie: cookies.ana })).status).toBe(200);
  });
});

describe("where no token is accepted", () => {
  it("admin routes refuse even an admin's write token", async () => {
    for (const pathname of ["/api/admin/users", "/api/admin/settings", "/api/admin/photos"]) {
      const answer = await call(pathname, { bearer: tokens.adminWrite });
      expect(answer.status, pathname).toBe(403);
    }
    // The same admin, signed in, is let in: the refusal is the token's.
    expect((await call("/api/admin/users", { cookie: cookies.ada })).status).toBe(200);
  });

  it("account, password and profile changes refuse a token", async () => {
    const form = new URLSearchParams({ intent: "deleteAccount", confirmation: "ana" });
    const deletion = await fetch(`${server.url}/account?tab=settings`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${tokens.write}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form,
      redirect: "manual",
    });
    expect(deletion.status).toBe(403);
    const profile = await call("/api/profile", {
      method: "PUT",
      bearer: tokens.write,
      json: { firstName: "Changed" },
    });
    expect(profile.status).toBe(403);
    // Ana's account is still there.
    expect((await call("/api/user/photos", { bearer: tokens.write })).status).toBe(200);
  });

  it("never writes a token to the log", () => {
    for (const token of Object.values(tokens)) expect(server.output()).not.toContain(token);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { createLocalStore } from "~/storage/local-store.server";
import { startOidcProvider, type OidcStandIn } from "../stand-ins/oidc-provider";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

/**
 * Suspending, reinstating and deleting accounts (Admin → Users) against the built server
 * (`npm run build` first): the API's guards and last-admin rule, what a suspension hides and
 * ends, and a deletion that leaves no file on disk.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "status-password-1";
const SUSPENDED = "This account is suspended. Contact the site administrator.";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-user-status-"));
const storageDir = path.join(dataDir, "storage");
let server: RunningServer;
const ids = { boss: "", jane: "", kim: "", janePhoto: "", kimPhoto: "" };

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const store = createLocalStore(storageDir);
  const passwordHash = await hashPassword(PASSWORD);
  const { users, photos, messages } = database;
  const make = async (name: string, role: "user" | "admin" = "user") =>
    (await users.create({ email: `${name}@example.test`, passwordHash, username: name, role })).id;
  ids.boss = await make("boss", "admin");
  ids.jane = await make("jane");
  ids.kim = await make("kim");
  for (const [owner, key] of [
    [ids.jane, "janePhoto"],
    [ids.kim, "kimPhoto"],
  ] as const) {
    const photo = await photos.create({ userId: owner, title: `${key} title`, isPublic: true });
    const webp = `photo/${owner}/${photo.id}/w640-0a1b2c3e.webp`;
    await store.put(webp, readFileSync(path.join(FIXTURES, "flower.webp")), {
      contentType: "image/webp",
    });
    await photos.update(photo.id, {
      featured: true,
      derivatives: [
        { key: webp, width: 640, height: 481, format: "webp", size: 13692 },
        // Listed only, for a hero chosen from it (which takes the widest JPEG).
        { key: webp.replace(/\.webp$/, ".jpg"), width: 640, height: 481, format: "jpeg", size: 1 },
      ],
    });
    ids[key] = photo.id;
  }
  await store.put(
    `avatar/${ids.jane}/1a2b3c4d5e6f7a8b.webp`,
    readFileSync(path.join(FIXTURES, "flower.webp")),
    {
      contentType: "image/webp",
    },
  );
  await database.heroSelections.set(ids.jane, {
    kind: "custom",
    photoId: ids.janePhoto,
    name: "janePhoto title",
    url: "/media/placeholder",
  });
  await store.put(
    `avatar/${ids.kim}/0a1b2c3d4e5f.webp`,
    readFileSync(path.join(FIXTURES, "flower.webp")),
    {
      contentType: "image/webp",
    },
  );
  await messages.create({
    name: "Visitor",
    email: "visitor@example.test",
    subject: "Prints",
    message: "Do you sell prints?",
    portfolioUserId: ids.kim,
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, cookie?: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    redirect: "manual",
    ...init,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });
const postJson = (url: string, cookie: string | undefined, body: unknown) =>
  call(url, cookie, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
const signIn = (name: string) =>
  call("/login", undefined, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: `${name}@example.test`,
      password: PASSWORD,
    }),
  });
const cookieOf = async (name: string) => {
  const response = await signIn(name);
  expect(response.status).toBe(302);
  return cookieFrom(response);
};
const setStatus = (id: string, cookie: string | undefined, status: unknown) =>
  postJson(`/api/admin/users/${id}/status`, cookie, { status });
/** The first public photo's WebP derivative URL, as the portfolio JSON lists it. */
const publicImageOf = async (username: string) => {
  const response = await call(`/api/portfolio/${username}/photos`);
  const photos: { sources: { webp: string } }[] = await response.json();
  const url = photos[0]!.sources.webp.split(" ")[0]!;
  expect(url).toMatch(/^\/media\/p\//);
  return url;
};

describe("POST /api/admin/users/{id}/status", () => {
  it("is for admins only, checks its input, and knows its users", async () => {
    expect((await setStatus(ids.kim, undefined, "suspended")).status).toBe(401);
    const jane = await cookieOf("jane");
    expect((await setStatus(ids.kim, jane, "suspended")).status).toBe(403);
    const boss = await cookieOf("boss");
    const bad = await setStatus(ids.kim, boss, "banned");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("status must be 'active' or 'suspended'");
    const unknown = await setStatus("no-such-user", boss, "suspended");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "User not found" });
    // Nothing changed: kim still signs in.
    expect((await signIn("kim")).status).toBe(302);
  });

  it("refuses to suspend or delete the last admin, themselves included (409)", async () => {
    const boss = await cookieOf("boss");
    const suspend = await setStatus(ids.boss, boss, "suspended");
    expect(suspend.status).toBe(409);
    expect(await suspend.json()).toEqual({
      message: "The last administrator cannot be suspended.",
    });
    const remove = await call(`/api/admin/users/${ids.boss}`, boss, { method: "DELETE" });
    expect(remove.status).toBe(409);
    expect(await remove.json()).toEqual({ message: "The last administrator cannot be deleted." });
    expect((await call("/api/auth/user", boss)).status).toBe(200);
  });

  it("suspends: sessions end, sign-in is refused, the portfolio and photos leave public view", async () => {
    const boss = await cookieOf("boss");
    const jane = await cookieOf("jane");
    const image = await publicImageOf("jane");
    const avatar = `/avatars/${ids.jane}/1a2b3c4d5e6f7a8b.webp`;
    const hero = `/api/user/hero-selection/${ids.jane}`;
    expect((await call(avatar)).status).toBe(200);
    expect((await call(hero)).status).toBe(200);
    // Visitors' copies are in the public page cache before the suspension.
    for (const url of ["/jane", "/api/portfolio/jane", `/jane/photos/${ids.janePhoto}`]) {
      expect((await call(url)).status, url).toBe(200);
    }
    expect(await (await call("/api/photos")).text()).toContain(ids.janePhoto);
    expect((await call(image)).status).toBe(200);

    const suspended = await setStatus(ids.jane, boss, "suspended");
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toMatchObject({ id: ids.jane, status: "suspended" });

    expect((await call("/api/auth/user", jane)).status).toBe(401);
    const refused = await signIn("jane");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain(SUSPENDED);
    // A wrong password still gets the generic answer: the message is for the account's owner.
    const guess = await call("/login", undefined, {
      method: "POST",
      body: new URLSearchParams({
        name__confirm: "",
        email: "jane@example.test",
        password: "wrong-guess-1",
      }),
    });
    expect(await guess.text()).not.toContain(SUSPENDED);

    const hidden = [
      "/jane",
      "/api/portfolio/jane",
      "/api/portfolio/jane/photos",
      `/jane/photos/${ids.janePhoto}`,
      `/photos/${ids.janePhoto}`,
      `/api/portfolio/template/${ids.jane}`,
      image,
      avatar,
      hero,
    ];
    const statuses = await Promise.all(hidden.map(async (url) => [url, (await call(url)).status]));
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(hidden.map((u) => [u, 404])));
    expect(await (await call("/api/photos")).text()).not.toContain(ids.janePhoto);
    expect(await (await call("/sitemap.xml")).text()).not.toContain("/jane");
    // A message addressed to her portfolio meanwhile is the site's, not hers.
    const written = await postJson("/api/contact", undefined, {
      name: "Visitor",
      email: "visitor@example.test",
      subject: "While you were away",
      message: "Are you still taking bookings?",
      portfolioUserId: ids.jane,
    });
    expect(written.status).toBe(201);
    // Kim, not suspended, is untouched.
    expect((await call("/kim")).status).toBe(200);
    const rows: { id: string; status: string }[] = await (
      await call("/api/admin/users", boss)
    ).json();
    expect(rows.find((r) => r.id === ids.jane)?.status).toBe("suspended");
  });

  it("reinstates: the portfolio and photos are back, and the owner signs in again", async () => {
    const boss = await cookieOf("boss");
    const back = await setStatus(ids.jane, boss, "active");
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: "active" });
    for (const url of ["/jane", "/api/portfolio/jane", `/jane/photos/${ids.janePhoto}`]) {
      expect((await call(url)).status, url).toBe(200);
    }
    expect(await (await call("/api/photos")).text()).toContain(ids.janePhoto);
    expect(await (await call("/sitemap.xml")).text()).toContain("/jane");
    expect((await call(await publicImageOf("jane"))).status).toBe(200);
    const jane = await cookieOf("jane");
    expect((await call("/api/auth/user", jane)).status).toBe(200);
    expect((await call(`/avatars/${ids.jane}/1a2b3c4d5e6f7a8b.webp`)).status).toBe(200);
    expect((await call(`/api/user/hero-selection/${ids.jane}`)).status).toBe(200);
    // The message sent while she was suspended went to the site, not to her inbox.
    expect(await (await call("/account/messages", jane)).text()).not.toContain(
      "While you were away",
    );
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("is for admins only and answers 404 for an unknown user", async () => {
    expect(
      (await call(`/api/admin/users/${ids.kim}`, undefined, { method: "DELETE" })).status,
    ).toBe(401);
    const jane = await cookieOf("jane");
    expect((await call(`/api/admin/users/${ids.kim}`, jane, { method: "DELETE" })).status).toBe(
      403,
    );
    const boss = await cookieOf("boss");
    expect((await call("/api/admin/users/no-such-user", boss, { method: "DELETE" })).status).toBe(
      404,
    );
  });

  it("deletes the account with its photos, files, avatar, messages and sessions", async () => {
    const boss = await cookieOf("boss");
    const kim = await cookieOf("kim");
    const filesUnder = (dir: string) => {
      const folder = path.join(storageDir, dir, ids.kim);
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      );
    };
    expect(filesUnder("photo").length).toBeGreaterThan(0);
    expect(filesUnder("avatar").length).toBeGreaterThan(0);
    const messagesBefore = await (await call("/api/messages", boss)).text();
    expect(messagesBefore).toContain("Do you sell prints?");

    const deleted = await call(`/api/admin/users/${ids.kim}`, boss, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await call("/api/auth/user", kim)).status).toBe(401);
    expect((await signIn("kim")).status).toBe(401);
    expect((await call("/kim")).status).toBe(404);
    expect(filesUnder("photo")).toEqual([]);
    expect(filesUnder("avatar")).toEqual([]);
    expect(await (await call("/api/messages", boss)).text()).not.toContain("Do you sell prints?");
    const rows: { id: string }[] = await (await call("/api/admin/users", boss)).json();
    expect(rows.map((r) => r.id)).not.toContain(ids.kim);
    // Everyone else's files stay.
    expect(readdirSync(path.join(storageDir, "photo", ids.jane)).length).toBeGreaterThan(0);
    expect((await call(`/api/admin/users/${ids.kim}`, boss, { method: "DELETE" })).status).toBe(
      404,
    );
  });
});

describe("the Users tab's forms", () => {
  it("refuse a post from another site", async () => {
    const boss = await cookieOf("boss");
    const response = await call("/admin/dashboard/users", boss, {
      method: "POST",
      headers: { Cookie: boss, Origin: "https://elsewhere.example" },
      body: new URLSearchParams({ intent: "set-status", userId: ids.jane, status: "suspended" }),
    });
    expect(response.status).toBe(403);
    expect((await signIn("jane")).status).toBe(302);
  });

  it("ask for the username before deleting, and suspend without JavaScript", async () => {
    const boss = await cookieOf("boss");
    const step = await call(`/admin/dashboard/users?delete=${ids.jane}`, boss);
    expect(await step.text()).toContain("Delete jane and their 1 photo?");
    const wrong = await call("/admin/dashboard/users", boss, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete-user", userId: ids.jane, confirmName: "kim" }),
    });
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get("location")).toBe(`/admin/dashboard/users?delete=${ids.jane}`);
    expect((await signIn("jane")).status).toBe(302);

    const suspend = await call("/admin/dashboard/users", boss, {
      method: "POST",
      body: new URLSearchParams({ intent: "set-status", userId: ids.jane, status: "suspended" }),
    });
    expect(suspend.status).toBe(302);
    expect((await signIn("jane")).status).toBe(401);
    const reinstate = await call("/admin/dashboard/users", boss, {
      method: "POST",
      body: new URLSearchParams({ intent: "set-status", userId: ids.jane, status: "active" }),
    });
    expect(reinstate.status).toBe(302);
    expect((await signIn("jane")).status).toBe(302);
  });
});

describe("single sign-on of a suspended account", () => {
  let provider: OidcStandIn;
  let sso: RunningServer;
  const ssoDir = mkdtempSync(path.join(tmpdir(), "viewfinder-user-status-oidc-"));

  beforeAll(async () => {
    provider = await startOidcProvider({
      sub: "person-7",
      email: "grace@example.test",
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
    });
    const database = await openDatabase({ dataDir: ssoDir });
    await database.users.create({
      email: "grace@example.test",
      username: "grace",
      oauth: { provider: "oidc", subject: "person-7" },
    });
    const grace = await database.users.findByUsername("grace");
    await database.users.setStatus(grace!.id, "suspended");
    await database.close();
    sso = await startServer({
      DATA_DIR: ssoDir,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  }, 60_000);
  afterAll(async () => {
    await sso?.stop();
    await provider?.close();
    rmSync(ssoDir, { recursive: true, force: true });
  });

  it("is sent back to sign-in with the message, signed out", async () => {
    const jar = new Map<string, Map<string, string>>();
    let url = new URL(`${sso.url}/api/login`);
    let page = "";
    for (let hop = 0; hop < 10; hop++) {
      const cookies = jar.get(url.host) ?? new Map<string, string>();
      const response = await fetch(url, {
        redirect: "manual",
        headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [name, ...value] = cookie.split(";")[0]!.split("=");
        cookies.set(name!, value.join("="));
      }
      jar.set(url.host, cookies);
      const location = response.headers.get("location");
      if (!location) {
        page = await response.text();
        break;
      }
      url = new URL(location, url);
    }
    expect(url.pathname).toBe("/login");
    expect(page).toContain(SUSPENDED);
    const cookies = jar.get(new URL(sso.url).host)!;
    const me = await fetch(`${sso.url}/api/auth/user`, {
      headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(me.status).toBe(401);
  });
});

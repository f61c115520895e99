import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * docs/product.md#security-baseline: pages that show one signed-in person's data go out `private,
 * no-store`, as the personal JSON does, so no shared cache (and no back-forward copy) keeps them.
 * Every admin page is found from the route files, so a new tab is checked without being listed
 * here.
 */

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
const PASSWORD = "personal-pages-password";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-personal-pages-"));
let server: RunningServer;
const cookies = { admin: "", newcomer: "" };

/** `admin.dashboard.users.tsx` → `/admin/dashboard/users`; `_index` is the layout's own path. */
const adminPages = readdirSync(ROUTES_DIR)
  .filter((file) => /^admin\.dashboard(\..+)?\.tsx$/.test(file))
  .map(
    (file) =>
      `/${file
        .replace(/\.tsx$/, "")
        .replace(/\._index$/, "")
        .replaceAll(".", "/")}`,
  );

const PERSONAL_PAGES = [
  "/account",
  "/account/messages",
  "/account/google-photos/connect",
  "/account/google-photos/albums",
  "/my-photos",
  ...new Set(adminPages),
];

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  await database.users.create({
    email: "boss@example.test",
    passwordHash,
    username: "boss",
    role: "admin",
  });
  // No username yet: onboarding is where this account lands.
  await database.users.create({ email: "new@example.test", passwordHash });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookies.admin = await signIn(server, "boss@example.test", PASSWORD);
  cookies.newcomer = await signIn(server, "new@example.test", PASSWORD);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string) =>
  fetch(`${server.url}${url}`, { headers: { Cookie: cookie }, redirect: "manual" });

describe("personal pages", () => {
  it("include every admin dashboard tab", () => {
    expect(adminPages).toContain("/admin/dashboard");
    expect(adminPages).toContain("/admin/dashboard/users");
  });

  it.each(PERSONAL_PAGES)("%s is sent private, no-store, page and data alike", async (page) => {
    const document = await get(page, cookies.admin);
    expect(document.status).toBe(200);
    expect(document.headers.get("cache-control")).toBe("private, no-store");
    const data = await get(`${page}.data`, cookies.admin);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the photographer's export is sent private, no-store", async () => {
    const zip = await get("/account/export", cookies.admin);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("cache-control")).toBe("private, no-store");
    await zip.body?.cancel();
  });

  it("/onboarding is sent private, no-store", async () => {
    const page = await get("/onboarding", cookies.newcomer);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Complete");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});

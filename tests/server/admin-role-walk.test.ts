/// <reference types="vite/client" />
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { DASHBOARD_TABS, tabPath } from "~/ui/admin/dashboard-tabs";
import type { AdminRouteCase } from "./admin-routes/types";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * docs/product.md#roles-and-permissions on the server: every admin API route and dashboard page,
 * walked as a visitor, a user and an admin against the built app (`npm run build` first). The API
 * cases come from `admin-routes/*.ts`, one file per dashboard area; a route module that no case
 * reaches fails the walk, so a new admin route cannot ship without its role check being exercised.
 */

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
const PASSWORD = "role-walk-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-role-walk-"));
let server: RunningServer;
const cookies = { user: "", admin: "" };

const caseModules = import.meta.glob<{ cases: AdminRouteCase[] }>("./admin-routes/*.ts", {
  eager: true,
});
const CASES = Object.entries(caseModules)
  .filter(([file]) => !file.endsWith("/types.ts"))
  .flatMap(([, module]) => module.cases);

/**
 * Route files that serve admin calls (docs/product.md#api-calls 'Admin'): they must all be walked.
 */
const ADMIN_ROUTE_FILE =
  /^api\.(admin\..+|messages.*|hero-images\.default|hero-images\.\$\w+\.extract-colors|hero-images\.extract-all-colors)\.tsx?$/;

/** `api.admin.users.$userId.role.ts` → a pattern matching `/api/admin/users/x/role`. */
function routePattern(file: string): RegExp {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(".")
    .map((s) => (s.startsWith("$") ? "[^/]+" : s.replace(/[-[\]]/g, (c) => `\\${c}`)));
  return new RegExp(`^/${segments.join("/")}$`);
}

const concrete = (p: string) => p.replace(/\{[^}]+\}/g, "no-such-id");

function requestFor(c: AdminRouteCase, cookie?: string): RequestInit {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  let body: BodyInit | undefined;
  if (c.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(c.json);
  } else if (c.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(c.multipart)) form.append(k, v);
    body = form;
  }
  return { method: c.method, headers, body, redirect: "manual" };
}

const call = (c: AdminRouteCase, cookie?: string) =>
  fetch(`${server.url}${concrete(c.path)}`, requestFor(c, cookie));

beforeAll(async () => {
  const database = openDatabase({ dataDir });
  const { users } = await database;
  const passwordHash = await hashPassword(PASSWORD);
  await users.create({ email: "walker@example.test", passwordHash, username: "walker" });
  await users.create({
    email: "boss@example.test",
    passwordHash,
    username: "boss",
    role: "admin",
  });
  await (await database).close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
  cookies.user = await signIn(server, "walker@example.test", PASSWORD);
  cookies.admin = await signIn(server, "boss@example.test", PASSWORD);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the admin API", () => {
  it("has a case for every admin route module", () => {
    const files = readdirSync(ROUTES_DIR).filter((f) => ADMIN_ROUTE_FILE.test(f));
    expect(files.length).toBeGreaterThan(0);
    const unwalked = files.filter(
      (file) => !CASES.some((c) => routePattern(file).test(concrete(c.path))),
    );
    expect(unwalked).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.method} ${c.path}`, c] as const))(
    "%s: 401 for a visitor, 403 for a user, neither for an admin",
    async (_, c) => {
      const visitor = await call(c);
      expect(visitor.status).toBe(401);
      expect((await visitor.json()).message).toEqual(expect.any(String));
      const user = await call(c, cookies.user);
      expect(user.status).toBe(403);
      expect((await user.json()).message).toEqual(expect.any(String));
      const admin = await call(c, cookies.admin);
      expect([401, 403]).not.toContain(admin.status);
      expect(admin.status).toBeLessThan(500);
    },
  );
});

const PAGES = [...DASHBOARD_TABS.map((t) => tabPath(t.slug)), "/admin/dashboard/bulk-upload"];

describe("the dashboard's pages", () => {
  it.each(PAGES)("%s: Access Denied for a visitor and a user, the tab for an admin", async (p) => {
    for (const cookie of [undefined, cookies.user]) {
      const page = await fetch(`${server.url}${p}`, {
        headers: cookie ? { Cookie: cookie } : {},
        redirect: "manual",
      });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Access Denied");
    }
    const admin = await fetch(`${server.url}${p}`, {
      headers: { Cookie: cookies.admin },
      redirect: "manual",
    });
    expect(admin.status).toBe(200);
    expect(await admin.text()).not.toContain("Access Denied");
  });

  it.each(PAGES)("%s: a form post by a visitor or a user is refused", async (p) => {
    const action = p === "/admin/dashboard" ? `${p}?index` : p;
    const slug = p.split("/")[3] ?? "_index";
    const file = path.join(ROUTES_DIR, `admin.dashboard.${slug}.tsx`);
    const hasAction =
      existsSync(file) && /export (async function|const) action\b/.test(readFileSync(file, "utf8"));
    for (const cookie of [undefined, cookies.user]) {
      const response = await fetch(`${server.url}${action}`, {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
        body: new URLSearchParams({ intent: "delete", id: "x" }),
        redirect: "manual",
      });
      // The tab's own guard answers 403; a tab without forms has no action at all (405).
      expect(response.status).toBe(hasAction ? 403 : 405);
    }
  });

  it("old ?tab= addresses lead to the tab", async () => {
    const response = await fetch(`${server.url}/admin/dashboard?tab=users`, {
      headers: { Cookie: cookies.admin },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard/users");
  });
});

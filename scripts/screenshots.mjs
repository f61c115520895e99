// Screenshots of every page at a phone and a desktop width, light and dark, so a person can look
// at the whole product in a minute: the production build with the demo photographers (one per
// template), a new photographer's onboarding, the account tabs, My Photos and every admin tab.
// Writes screenshots/<page>-<width>-<theme>.png (full page); exits non-zero if a page fails.
//
// Run `npm run build` first; in a shared work tree build and shoot under the e2e lock:
//   flock /tmp/viewfinder-e2e.lock bash -c 'npm run build && npm run screenshots'
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import { ROOT, requireBuild, startBenchServer } from "./lib/bench-server.mjs";
import { publicPages, seedMonochromeWhite } from "./lib/public-pages.mjs";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3413);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT = path.join(ROOT, "screenshots");
const WIDTHS = [390, 1280];
const THEMES = ["light", "dark"];
// The key the site's own theme control keeps the visitor's choice under (app/ui/theme-select.tsx).
const THEME_STORAGE_KEY = "viewfinder-theme";
const ADMIN = { email: "admin@example.test", password: "screenshots-admin-pass-1" };
// seedMonochromeWhite signs this photographer up.
const PHOTOGRAPHER = { email: "lighthouse@example.test", password: "lighthouse-pass-1" };
const ADMIN_TABS = readdirSync(path.join(ROOT, "app/routes"))
  .map((file) => /^admin\.dashboard\.([^.]+)\.tsx$/.exec(file)?.[1])
  .filter(Boolean)
  .sort()
  .map((tab) => (tab === "_index" ? "" : tab));

const slug = (name) => name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The session cookie of `email` signed in (or signed up, with `signUp`) through the real forms. */
async function sessionCookie(base, { email, password }, { signUp = false } = {}) {
  const fields = { name__confirm: "", email, password };
  if (signUp) fields.confirmPassword = password;
  const response = await fetch(`${base}/${signUp ? "signup" : "login"}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const cookie = cookieOf(response);
  if (response.status !== 302 || !cookie) throw new Error(`could not sign in as ${email}`);
  return cookie;
}

requireBuild();
mkdirSync(OUT, { recursive: true });
const server = await startBenchServer({
  port: PORT,
  name: "screenshots",
  env: {
    SEED_DEMO: "true",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: "screenshots-session-secret-for-a-throwaway-server",
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
let written = 0;
const failures = [];
try {
  await seedMonochromeWhite(server.base);
  const photos = await (await fetch(`${server.base}/api/portfolio/mara-lind/photos`)).json();
  const firstPhoto = (Array.isArray(photos) ? photos : photos.photos)[0].id;

  const visitor = (await publicPages(server.base, { withPermalink: true })).concat([
    ["login", "/login"],
    ["signup", "/signup"],
    ["forgot-password", "/forgot-password"],
    ["not-found", "/no/such/page"],
  ]);
  const photographer = [
    ["account-photos", "/account?tab=photos"],
    ["account-profile", "/account?tab=profile"],
    ["account-portfolio", "/account?tab=portfolio"],
    ["account-settings", "/account?tab=settings"],
    ["my-photos", "/my-photos"],
    ["my-photos-upload", "/my-photos?upload=true"],
    ["my-photos-edit", `/my-photos?edit=${firstPhoto}`],
  ];
  const admin = ADMIN_TABS.map((tab) => [
    `admin-${tab || "overview"}`,
    `/admin/dashboard${tab ? `/${tab}` : ""}`,
  ]);
  const groups = [
    { pages: visitor, cookie: "" },
    {
      pages: [["onboarding", "/onboarding"]],
      cookie: await sessionCookie(
        server.base,
        { email: "newcomer@example.test", password: "newcomer-pass-1" },
        { signUp: true },
      ),
    },
    { pages: photographer, cookie: await sessionCookie(server.base, PHOTOGRAPHER) },
    { pages: admin, cookie: await sessionCookie(server.base, ADMIN) },
  ];

  for (const { pages, cookie } of groups) {
    for (const theme of THEMES) {
      const context = await browser.newContext();
      await context.addInitScript(
        ([key, value]) => globalThis.localStorage.setItem(key, value),
        [THEME_STORAGE_KEY, theme],
      );
      for (const pair of cookie ? cookie.split("; ") : []) {
        const [cookieName, ...value] = pair.split("=");
        await context.addCookies([{ name: cookieName, value: value.join("="), url: server.base }]);
      }
      const page = await context.newPage();
      for (const [name, pathname] of pages) {
        for (const width of WIDTHS) {
          const file = `${slug(name)}-${width}-${theme}.png`;
          try {
            await page.setViewportSize({ width, height: 800 });
            const response = await page.goto(`${server.base}${pathname}`);
            const expected = name === "not-found" ? 404 : 200;
            if (response?.status() !== expected)
              throw new Error(`HTTP ${response?.status()} (expected ${expected})`);
            const landed = new URL(page.url()).pathname;
            if (landed !== new URL(pathname, server.base).pathname)
              throw new Error(`redirected to ${landed}`);
            await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
            await page.screenshot({ path: path.join(OUT, file), fullPage: true });
            written++;
            console.log(`ok    screenshots/${file}  ${pathname}`);
          } catch (error) {
            failures.push(file);
            console.log(`FAIL  screenshots/${file}  ${pathname}: ${error.message}`);
          }
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${written} screenshots in screenshots/, ${failures.length} failed`);
if (failures.length > 0) process.exitCode = 1;

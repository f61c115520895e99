import { expect, test } from "@playwright/test";
import { newUser } from "./helpers";

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an unknown portfolio shows the spec's not-found view", async ({ page }) => {
  const response = await page.goto("/nobody-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Portfolio Not Found" })).toBeVisible();
  await expect(
    page.getByText("We couldn't find a photographer with the requested portfolio."),
  ).toBeVisible();
  await expect(page.getByText("/nobody-here")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse featured portfolios" })).toBeVisible();
});

test("the landing page shows four feature blurbs and sign-in buttons", async ({ page }) => {
  await page.goto("/landing");
  for (const name of [
    "Portfolio management",
    "Multi-photographer support",
    "Secure authentication",
    "Object storage",
  ]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  await expect(page.locator('main a[href="/api/login"]').first()).toBeVisible();
});

test("on a small screen the menu opens as an overlay with my identity", async ({ page }) => {
  await newUser(page, "mobile");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByLabel("Menu").click();
  const overlay = page.locator(".nav__overlay");
  await expect(overlay.getByText("Ada Lens")).toBeVisible();
  await expect(overlay.getByText(/\*\*\*@example\.test/)).toBeVisible();
  await overlay.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test("a menu opened before the page's code arrives stays open once it has", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "without JavaScript nothing ever hydrates");
  await newUser(page, "early");
  await page.setViewportSize({ width: 375, height: 740 });
  // Hold the page's scripts until the visitor has opened the menu.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel("Menu").click();
  const overlay = page.locator(".nav__overlay");
  await expect(overlay.getByText("Ada Lens")).toBeVisible();

  release();
  // Hydrated: React has taken the menu over (its fiber is on the element), and the effects of
  // that first render have run (they are flushed before the next frame's timers).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector(".nav__mobile")!).some((key) => key.startsWith("__react")),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  await expect(overlay).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/scroll-locked/);
  await overlay.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test("the health check reports the embedded engines", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    engines: { database: "embedded", storage: "local", mail: "local-inbox" },
  });
});

test("the theme is light by default and a chosen theme is remembered", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  test.skip(
    testInfo.project.name === "no-js",
    "choosing a theme needs JavaScript; without it the default stays",
  );
  await page.getByLabel("Theme").selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("going offline shows the spec's banner", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "the browser's offline event needs JavaScript");
  await page.goto("/");
  // Once the page runs (the nav's theme choice shows then): going offline before it has fetched
  // its code would leave it without any.
  await expect(page.getByLabel("Theme")).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("Your internet connection appears to be offline.")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Your internet connection appears to be offline.")).toBeHidden();
});

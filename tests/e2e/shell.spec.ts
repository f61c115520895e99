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

test("the health check reports the embedded engines", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    engines: { database: "embedded", storage: "local", mail: "local-inbox" },
  });
});

import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN } from "./env";
import { newUser, signIn } from "./helpers";

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test("every tab is a link with its own address, and the overview counts users", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Total users")).toBeVisible();
  await expect(page.getByText("Admin users")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  await sections(page).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  await expect(sections(page).getByRole("link", { name: "Users" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await sections(page).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Total users")).toBeVisible();
});

test("old ?tab= bookmarks open the tab", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard?tab=messages");
  await expect(page).toHaveURL(/\/admin\/dashboard\/messages$/);
});

test("the overview has no accessibility violations", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByText("Total users")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a user sees Access Denied on every tab", async ({ page }) => {
  await newUser(page, "nosy");
  for (const path of [
    "/admin/dashboard",
    "/admin/dashboard/users",
    "/admin/dashboard/storage-analytics",
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
});

test("below 768 px the dashboard, account and My Photos fold their links into a menu", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 767, height: 900 });
  for (const path of ["/admin/dashboard", "/account", "/my-photos"]) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Main" });
    // Closed, the menu shows no links at all: the wide bar's are hidden too.
    await expect(nav.getByRole("link", { name: "Home" })).toHaveCount(0);
    await nav.getByText("Menu", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    // The account page's Sign Out is a button (a POST to /api/auth/logout).
    await expect(
      nav.getByRole("link", { name: "Sign Out" }).or(nav.getByRole("button", { name: "Sign Out" })),
    ).toBeVisible();
  }
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" }).first()).toBeVisible();
  await expect(nav.getByText("Menu", { exact: true })).toBeHidden();
});

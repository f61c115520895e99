import { expect, test } from "@playwright/test";
import { ADMIN } from "./env";
import { newUser, signIn } from "./helpers";

test.describe("as a visitor", () => {
  test("the account page sends me home with the spec's toast", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Authentication required")).toBeVisible();
    await expect(page.getByText("Please log in to access your account")).toBeVisible();
  });

  test("My Photos sends me home with the spec's toast", async ({ page }) => {
    await page.goto("/my-photos");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Please log in to manage your photos.")).toBeVisible();
  });

  test("the admin dashboard says Access Denied", async ({ page }) => {
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("You need administrator privileges to access this page."),
    ).toBeVisible();
  });

  test("GET /api/auth/user answers 401", async ({ request }) => {
    const response = await request.get("/api/auth/user");
    expect(response.status()).toBe(401);
  });

  test("the navigation offers anchors and Sign In", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Gallery", "About", "Contact", "Sign In"]) {
      await expect(nav.getByRole("link", { name }).first()).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute(
      "href",
      "/api/login",
    );
  });
});

test.describe("as a user", () => {
  test("I reach my account and My Photos but not the admin dashboard", async ({ page }) => {
    const who = await newUser(page, "guard");
    await page.goto("/account");
    await expect(page.getByText(who.username).first()).toBeVisible();
    await page.goto("/my-photos");
    await expect(page.getByRole("heading", { name: "My Photos" })).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("GET /api/auth/user shows only the partial email", async ({ page }) => {
    const who = await newUser(page, "me");
    const response = await page.request.get("/api/auth/user");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.username).toBe(who.username);
    expect(body.emailPartial).toMatch(/\*\*\*@example\.test$/);
    expect(JSON.stringify(body)).not.toContain(who.email);
    expect(body).not.toHaveProperty("passwordHash");
  });
});

test.describe("as the admin from ADMIN_EMAIL", () => {
  test("I see the dashboard and its navigation link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Admin Dashboard" })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Platform status")).toBeVisible();
  });
});

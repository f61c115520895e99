import { AxeBuilder } from "@axe-core/playwright";
import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type Page,
} from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { newIdentity, signIn } from "./helpers";
import { seedPhotographer } from "./photographer";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const withJs = () => test.info().project.name === "js";
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

async function expectNoAxeViolations(page: Page) {
  if (!withJs()) return; // axe runs inside the page
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
}

/**
 * The home gallery as a visitor sees it: featured photos first
 * (docs/product.md#states-and-transitions).
 */
async function visitorHome(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/");
  return { page, close: () => context.close() };
}

test.describe("Users tab", () => {
  test("the admin makes a new account an admin and back; the last admin cannot be demoted", async ({
    page,
  }) => {
    // An account that has not completed its profile: listed by its email.
    const who = newIdentity("role");
    const account = await playwrightRequest.newContext({ baseURL });
    const signUp = await account.post("/signup", {
      form: {
        name__confirm: "",
        email: who.email,
        password: who.password,
        confirmPassword: who.password,
      },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(302);
    // (Pages send an account without a profile to onboarding first; the API answers directly.)
    const dashboardStatus = async () => (await account.get("/api/admin/users")).status();
    expect(await dashboardStatus()).toBe(403);

    await signInAsAdmin(page);
    await page.goto("/admin/dashboard/users");
    await expect(page.getByRole("heading", { name: "Users", level: 2 })).toBeVisible();
    const listed = row(page, who.email);
    await expect(listed.getByText("Profile not completed")).toBeVisible();
    await expect(listed.getByText("User", { exact: true })).toBeVisible();
    await expect(listed.getByRole("cell", { name: "0", exact: true })).toBeVisible();

    await listed.getByRole("button", { name: "Make Admin" }).click();
    await expect(toastText(page, "User role updated")).toBeVisible();
    await expect(listed.getByText("Admin", { exact: true })).toBeVisible();
    expect(await dashboardStatus()).toBe(200);

    await listed.getByRole("button", { name: "Make User" }).click();
    await expect(toastText(page, "User role updated")).toBeVisible();
    await expect(listed.getByText("User", { exact: true })).toBeVisible();
    expect(await dashboardStatus()).toBe(403);
    await account.dispose();

    // The site's only admin: no way to demote it, on the page or through the API.
    const admin = row(page, "Site Admin");
    await expect(admin.getByRole("button", { name: "Make User" })).toBeDisabled();
    await expect(admin.getByText("The last administrator cannot be made a user.")).toBeVisible();
    const users = (await (await page.request.get("/api/admin/users")).json()) as {
      id: string;
      name: string;
      role: string;
    }[];
    expect(users.filter((u) => u.role === "admin").map((u) => u.name)).toEqual(["Site Admin"]);
    const adminId = users.find((u) => u.name === "Site Admin")!.id;
    const refused = await page.request.post(`/api/admin/users/${adminId}/role`, {
      data: { role: "user" },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      message: "The last administrator cannot be made a user.",
    });
    await expectNoAxeViolations(page);
  });
});

test.describe("Featured Photos tab", () => {
  test("featuring a photographer's public photo puts it on the home gallery", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await playwrightRequest.newContext({ baseURL });
    const photographer = await seedPhotographer(context);
    // Seeded titles repeat across runs: this photo gets one of its own.
    const meadow = photographer.photos.find((p) => p.title === "Quiet Meadow")!;
    const title = `Meadow ${photographer.username}`;
    const renamed = await context.patch(`/api/user/photos/${meadow.id}`, {
      data: { title, description: "", category: "nature", tags: [] },
    });
    expect(renamed.status()).toBe(200);
    await context.dispose();

    const before = await visitorHome(browser);
    await expect(before.page.getByRole("heading", { name: /Featured Work/i })).toBeVisible();
    await expect(before.page.getByAltText(title)).toHaveCount(0);
    await before.close();

    await signInAsAdmin(page);
    await page.goto("/admin/dashboard/featured-photos");
    await expect(page.getByRole("heading", { name: "Featured Photos", level: 2 })).toBeVisible();
    const listed = row(page, title);
    await expect(listed.getByRole("link", { name: photographer.displayName })).toHaveAttribute(
      "href",
      `/${photographer.username}`,
    );
    await expect(listed.getByRole("img", { name: title })).toBeVisible();
    await expect(listed.getByText("Not featured")).toBeVisible();
    await listed.getByRole("button", { name: /^Feature/ }).click();
    await expect(toastText(page, "Featured status updated")).toBeVisible();
    await expect(listed.getByText("Featured", { exact: true })).toBeVisible();
    await expect(listed.getByRole("button", { name: "Unfeature" })).toBeVisible();
    await expectNoAxeViolations(page);

    const after = await visitorHome(browser);
    await expect(after.page.getByAltText(title).first()).toBeAttached();
    await after.close();

    await listed.getByRole("button", { name: "Unfeature" }).click();
    await expect(listed.getByText("Not featured")).toBeVisible();
    await expect(toastText(page, "Featured status updated")).toBeVisible();
    const again = await visitorHome(browser);
    await expect(again.page.getByAltText(title)).toHaveCount(0);
    await again.close();
  });
});

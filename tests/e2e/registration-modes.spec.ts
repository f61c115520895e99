import { expect, request, test, type Page } from "@playwright/test";
import { ADMIN } from "./env";
import { newIdentity, signIn } from "./helpers";

/**
 * Registration set in Admin → Settings: closed refuses every sign-up and creates nothing; by
 * invitation only a link the admin made signs up, once. The setting is site-wide, so these tests
 * run one after the other and always put registration back to open for the tests after them.
 */

const SETTINGS = "/admin/dashboard/settings";

/** Registration back to open through the admin API, whatever a test left behind. */
async function reopenRegistration() {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const signedIn = await api.post("/login", {
      form: { name__confirm: "", email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    const reopened = await api.patch("/api/admin/settings", { data: { registration: "open" } });
    expect(reopened.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function setRegistration(page: Page, mode: "open" | "invite" | "closed") {
  await page.goto(SETTINGS);
  await page.getByLabel("Registration").selectOption(mode);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await expect(page.getByLabel("Registration")).toHaveValue(mode);
}

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

/** Posts the sign-up form as a browser would, past whatever the page shows. */
function postSignUp(page: Page, who: { email: string; password: string }, invite?: string) {
  return page.request.post("/signup", {
    form: {
      name__confirm: "",
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
      ...(invite ? { invite } : {}),
    },
    maxRedirects: 0,
  });
}

async function expectNoAccount(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await expect(page.getByText("Invalid email or password", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function fillSignUp(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

test.describe.serial("registration modes", () => {
  test.afterAll(reopenRegistration);

  test("closed: sign-up is refused, no link offers it, and nothing is created", async ({
    page,
  }) => {
    try {
      await signInAsAdmin(page);
      await setRegistration(page, "closed");
      await page.context().clearCookies();

      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Create a free account" })).toHaveCount(0);
      await page.goto("/signup");
      await expect(page.getByText("Sign-up is closed on this site.")).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveCount(0);

      const who = newIdentity("closed");
      const refused = await postSignUp(page, who);
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain("Sign-up is closed on this site.");
      await expectNoAccount(page, who);
    } finally {
      await reopenRegistration();
    }
  });

  test("invite: only an invitation link signs up, and only once", async ({ page }) => {
    try {
      await signInAsAdmin(page);
      await setRegistration(page, "invite");
      await page.getByRole("button", { name: "Create invitation link" }).click();
      const link = await page.getByLabel("Invitation link").inputValue();
      expect(link).toMatch(/\/signup\?invite=[A-Za-z0-9_-]{22,}$/);
      const token = new URL(link).searchParams.get("invite")!;
      await expect(page.getByText("Not used yet").first()).toBeVisible();
      await page.context().clearCookies();

      // Without a link: refused like closed, saying an invitation is needed.
      await page.goto("/signup");
      await expect(
        page.getByText("Sign-up on this site is by invitation only.", { exact: false }),
      ).toBeVisible();
      const uninvited = newIdentity("uninvited");
      expect((await postSignUp(page, uninvited)).status()).toBe(403);

      // The link signs up once.
      const invited = newIdentity("invited");
      await page.goto(link);
      await fillSignUp(page, invited);
      await expect(page).toHaveURL(/\/onboarding$/);
      await page.context().clearCookies();

      // A second use of it is refused, on the page and by a direct post.
      await page.goto(link);
      await expect(
        page.getByText("This invitation link does not work", { exact: false }),
      ).toBeVisible();
      const second = newIdentity("second");
      const reused = await postSignUp(page, second, token);
      expect(reused.status()).toBe(403);
      expect(await reused.text()).toContain("This invitation link does not work");
      await expectNoAccount(page, second);
      await expectNoAccount(page, uninvited);

      // The admin sees it used.
      await signInAsAdmin(page);
      await page.goto(SETTINGS);
      await expect(
        page.getByRole("list", { name: "Invitations" }).getByText("Used").first(),
      ).toBeVisible();
    } finally {
      await reopenRegistration();
    }
  });
});

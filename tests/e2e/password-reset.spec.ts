import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN } from "./env";
import { newUser, signIn } from "./helpers";

const toast = (page: Page, title: string) =>
  page.getByRole("status").getByText(title, { exact: true });

/**
 * The reset link mailed to `to`, read as the administrator reads the local inbox (no SMTP_URL
 * here). The mail leaves after the answer, so it is waited for.
 */
async function resetLinkMailedTo(request: APIRequestContext, to: string): Promise<string> {
  const signIn = await request.post("/login", {
    form: { name__confirm: "", email: ADMIN.email, password: ADMIN.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  let id: string | undefined;
  await expect(async () => {
    const rows: { id: string; to: string; subject: string }[] = await (
      await request.get("/api/admin/emails")
    ).json();
    id = rows.find((row) => row.to === to && row.subject === "Reset your Viewfinder password")?.id;
    expect(id).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const mail: { html: string } = await (await request.get(`/api/admin/emails/${id}`)).json();
  return /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.html)![0];
}

test("a forgotten password is reset through the mailed link, which signs out every session", async ({
  page,
  browser,
  request,
}) => {
  const who = await newUser(page, "reset");
  // Another device stays signed in until the password changes.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, who.email, who.password);
  await expect(other).toHaveURL(/\/$/);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(who.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that address, we've sent a link"),
  ).toBeVisible();

  const link = await resetLinkMailedTo(request, who.email);
  await page.goto(link);
  await page.getByLabel("New password").fill("brand-new-pass-7");
  await page.getByLabel("Confirm password").fill("brand-new-pass-7");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Password changed")).toBeVisible();

  // The old password is refused, the new one signs in, the other device is signed out.
  await signIn(page, who.email, who.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await signIn(page, who.email, "brand-new-pass-7");
  await expect(page).toHaveURL(/\/$/);
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  await other.goto("/account");
  await expect(other).not.toHaveURL(/\/account$/);
  await elsewhere.close();

  // The link worked once: a second visit says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This reset link has expired or was already used.")).toBeVisible();
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("an address without an account gets the same answer, and the forms explain mistakes", async ({
  page,
}) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.test");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that address, we've sent a link"),
  ).toBeVisible();

  await page.getByLabel("Email").fill("not an address");
  await page.getByRole("button", { name: /Send/ }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

  await page.goto("/reset-password?token=made-up");
  await expect(page.getByText("This reset link has expired or was already used.")).toBeVisible();
});

test("the recovery pages have no accessibility violations", async ({ page }) => {
  await page.goto("/forgot-password");
  await expectNoAxeViolations(page);
  await page.goto("/reset-password?token=made-up");
  await expectNoAxeViolations(page);
});

import { expect, test } from "@playwright/test";
import { completeOnboarding, newIdentity, signIn, signOut, signUp } from "./helpers";

test("a visitor signs up, completes onboarding, signs out and signs in again", async ({ page }) => {
  const who = newIdentity("ada");
  await signUp(page, who.email, who.password);

  // Onboarding refuses missing fields and a bad username with the spec's texts.
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(
    page.getByText("Please fill in your first name, last name, and username"),
  ).toBeVisible();
  await page.getByLabel("First name").fill(who.first);
  await page.getByLabel("Last name").fill(who.last);
  await page.getByLabel("Username").fill("not valid!");
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(
    page.getByText("Username can only contain letters, numbers, hyphens, and underscores").first(),
  ).toBeVisible();

  await completeOnboarding(page, who);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^ada lens$/i);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Portfolio" }).first()).toHaveAttribute(
    "href",
    `/${who.username}`,
  );

  await signOut(page);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).first(),
  ).toBeVisible();

  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^ada lens$/i);
});

test("a wrong password gets one generic message and no session", async ({ page }) => {
  const who = newIdentity("wrong");
  await signUp(page, who.email, who.password);
  await completeOnboarding(page, who);
  await signOut(page);

  await signIn(page, who.email, "not-the-password");
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await signIn(page, `nobody-${who.email}`, who.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});

test("a new account without a username is sent to onboarding", async ({ page }) => {
  const who = newIdentity("onb");
  await signUp(page, who.email, who.password);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("signing up twice with one email is refused", async ({ page }) => {
  const who = newIdentity("dup");
  await signUp(page, who.email, who.password);
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(who.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
});

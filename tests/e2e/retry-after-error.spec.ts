import { expect, test } from "@playwright/test";
import { completeOnboarding, newIdentity, newUser, signUp } from "./helpers";
import { signUpPhotographer } from "./photographer";

/**
 * A form the server refused takes the corrected attempt with ONE click. Leaving a field happens
 * on the submit button's mousedown: a check there that clears the server's message shortens the
 * form, the button moves away before mouseup and the click is lost (docs: app/ui/
 * form-validation-timing.ts). Every retry below is a single click followed straight by the
 * outcome of a post. Without JavaScript the same flows are plain posts and pass as well.
 */

test("sign-in: wrong password, corrected, one click signs in", async ({ page, request }) => {
  const who = await signUpPhotographer(request, "retryin", { firstName: "Ida", lastName: "Ray" });
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  // The password field is emptied by the server; the email stays as typed.
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^ida ray$/i);
});

test("sign-up: an email in use, corrected, one click creates the account", async ({
  page,
  request,
}) => {
  const taken = await signUpPhotographer(request, "retryup", { firstName: "Ida", lastName: "Ray" });
  const who = newIdentity("retrynew");
  // On a phone, where the message under the email takes two lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/signup");
  await page.getByLabel("Email").fill(taken.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();

  // The passwords come back empty: typed again, then the email corrected last, then one click.
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByLabel("Email").fill(who.email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("onboarding: a taken username, corrected, one click completes setup", async ({
  page,
  request,
}) => {
  const taken = await signUpPhotographer(request, "retryon", { firstName: "Ida", lastName: "Ray" });
  const who = newIdentity("retryfree");
  await signUp(page, who.email, who.password);
  await page.getByLabel("First name").fill(who.first);
  await page.getByLabel("Last name").fill(who.last);
  await page.getByLabel("Username").fill(taken.username);
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "That username is already taken" }),
  ).toBeVisible();

  await completeOnboarding(page, who);
});

test("account: a wrong current password, corrected, one click changes it", async ({ page }) => {
  const who = await newUser(page, "retrypw");
  await page.goto("/account?tab=settings");
  const change = async (current: string) => {
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Confirm new password").fill("a-brand-new-secret");
    // The current password is typed last, as someone does who got only it wrong.
    await page.getByLabel("Current password").fill(current);
    await page.getByRole("button", { name: "Change Password" }).click();
  };
  await change("not-my-password");
  await expect(page.getByText("Current password is incorrect.")).toBeVisible();

  await change(who.password);
  await expect(
    page.getByRole("status").getByText("Password updated", { exact: true }),
  ).toBeVisible();
});

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { signIn } from "./helpers";
import { signUpPhotographer } from "./photographer";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const SUSPENDED = "This account is suspended. Contact the site administrator.";
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

/** What a visitor gets at a portfolio address: its HTTP status. */
async function visitorStatus(path: string) {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const status = (await visitor.get(path)).status();
  await visitor.dispose();
  return status;
}

test("the admin suspends a photographer, reinstates them, then deletes the account after confirming", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  // The photographer in a browser of their own, signed in; a last name no other test uses.
  const own = await browser.newContext({ baseURL, javaScriptEnabled });
  const lastName = `Status${Date.now().toString(36)}`;
  const who = await signUpPhotographer(own.request, "sus", { firstName: "Ada", lastName });
  const name = `Ada ${lastName}`;
  const theirs = await own.newPage();
  await theirs.goto("/account");
  await expect(theirs).toHaveURL(/\/account$/);
  expect(await visitorStatus(`/${who.username}`)).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/dashboard/users");
  const row = page.getByRole("row").filter({ hasText: name });

  await row.getByRole("button", { name: "Suspend" }).click();
  await expect(toastText(page, "User suspended")).toBeVisible();
  await expect(row.getByText("Suspended", { exact: true })).toBeVisible();
  expect(await visitorStatus(`/${who.username}`)).toBe(404);

  // Their next request is signed out, and signing in again is refused with the reason.
  await theirs.goto("/account");
  await expect(theirs).not.toHaveURL(/\/account$/);
  await signIn(theirs, who.email, who.password);
  await expect(theirs.getByText(SUSPENDED)).toBeVisible();
  await expect(theirs).toHaveURL(/\/login/);

  await row.getByRole("button", { name: "Reinstate" }).click();
  await expect(toastText(page, "User reinstated")).toBeVisible();
  await expect(row.getByText("Suspended", { exact: true })).toHaveCount(0);
  expect(await visitorStatus(`/${who.username}`)).toBe(200);
  await signIn(theirs, who.email, who.password);
  await expect(theirs).toHaveURL(/\/$/);

  // Delete: a confirmation that names the account and asks for its username.
  await row.getByRole("link", { name: `Delete: ${name}` }).click();
  const step = javaScriptEnabled ? page.getByRole("dialog") : page.locator("main");
  await expect(step.getByText(`Delete ${who.username} and their 0 photos?`)).toBeVisible();
  await step.getByLabel(`Type ${who.username} to confirm`).fill("someone-else");
  await step.getByRole("button", { name: "Delete account" }).click();
  await expect(toastText(page, "Delete failed")).toBeVisible();
  expect(await visitorStatus(`/${who.username}`)).toBe(200);

  const again = javaScriptEnabled ? page.getByRole("dialog") : page.locator("main");
  await again.getByLabel(`Type ${who.username} to confirm`).fill(who.username);
  await again.getByRole("button", { name: "Delete account" }).click();
  await expect(toastText(page, "User deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await visitorStatus(`/${who.username}`)).toBe(404);
  await signIn(theirs, who.email, who.password);
  await expect(theirs.getByText("Invalid email or password.")).toBeVisible();
  await own.close();
});

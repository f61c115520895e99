import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { newUser } from "./helpers";

/**
 * Account → Settings → API tokens (docs/decisions/0068-personal-access-tokens.md), with and
 * without JavaScript: a token made with a name, scope and expiry is shown once and works as a
 * Bearer token, the list shows it without the token and with its last use, a refused form makes
 * nothing, and a revoked token stops working.
 */

const tokenList = (page: Page) => page.getByRole("list", { name: "Your API tokens" });
const form = (page: Page) => page.getByRole("form", { name: "API tokens" });

test("I make a token, use it from a script, and revoke it", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A script: its own requests, with no cookie of the signed-in page.
  const script = await playwright.request.newContext({ baseURL });
  const asScript = (token: string) =>
    script.get("/api/user/photos", { headers: { Authorization: `Bearer ${token}` } });
  await newUser(page, "tokens");
  await page.goto("/account?tab=settings");
  await expect(page.getByRole("heading", { name: "API tokens", level: 2 })).toBeVisible();
  await expect(page.getByText("You have no API tokens.")).toBeVisible();

  // No name: refused with its message, and nothing made.
  await form(page).getByRole("button", { name: "Make token" }).click({ noWaitAfter: true });
  // The browser's own check stops an empty required field; a blank name gets the server's word.
  await form(page).getByLabel("Name", { exact: true }).fill("   ");
  await form(page).getByRole("button", { name: "Make token" }).click();
  await expect(
    page.getByText("Give the token a name, so you can tell it apart later.").first(),
  ).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(page.getByText("You have no API tokens.")).toBeVisible();

  await form(page).getByLabel("Name", { exact: true }).fill("Studio Lightroom");
  await form(page).getByLabel("Scope").selectOption("write");
  await form(page).getByLabel("Expires (optional)").fill("2099-06-30");
  await form(page).getByRole("button", { name: "Make token" }).click();
  const shown = page.getByLabel("Copy it now: it will not be shown again.");
  await expect(shown).toBeVisible();
  const token = await shown.inputValue();
  expect(token).toMatch(/^vf_/);
  const item = tokenList(page).getByRole("listitem").filter({ hasText: "Studio Lightroom" });
  await expect(item).toContainText("Read and write");
  await expect(item).toContainText("Expires 30 Jun 2099");
  await expect(item).toContainText("Last used never");

  expect((await asScript(token)).status()).toBe(200);

  // Shown once: the page loaded again has the list, never the token.
  await page.goto("/account?tab=settings");
  await expect(page.getByLabel("Copy it now: it will not be shown again.")).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expect(
    tokenList(page).getByRole("listitem").filter({ hasText: "Studio Lightroom" }),
  ).not.toContainText("Last used never");

  await page.getByRole("button", { name: "Revoke Studio Lightroom" }).click();
  await expect(page.getByText("Token revoked.").first()).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(page.getByText("You have no API tokens.")).toBeVisible();
  expect((await asScript(token)).status()).toBe(401);
  await script.dispose();

  // With a token in the list and one just made. Last: in the no-JavaScript project it ends the test.
  await form(page).getByLabel("Name", { exact: true }).fill("Backup script");
  await form(page).getByRole("button", { name: "Make token" }).click();
  await expect(page.getByLabel("Copy it now: it will not be shown again.")).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expect, test, type Page } from "@playwright/test";
import { googleStandInForFile } from "./google";
import { newUser } from "./helpers";

/**
 * The account page's Google Photos panel (docs/product.md#account-page,
 * docs/product.md#states-and-transitions, docs/product.md#error-catalogue) against the Google
 * stand-in, with and without JavaScript: connect (the stand-in consents at once), the toast on a
 * clean address, disconnect with a revoke at Google, a denied consent, and a revoke that fails. The
 * panel's error state needs a status read that fails on the server (a database outage), which a
 * browser cannot cause: app/services/account/photo-services.server.test.ts and
 * app/ui/account/google-photos-row.test.tsx cover it.
 */

const google = googleStandInForFile();

const panel = (page: Page) => page.getByRole("region", { name: "Google Photos" });
const toast = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

/** Connect from the panel: the stand-in agrees, and the browser comes back to /account. */
async function connect(page: Page) {
  await panel(page).getByRole("link", { name: "Connect" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(panel(page).getByText("Connected", { exact: true })).toBeVisible();
}

test("I connect Google Photos from my account, then disconnect it", async ({ page }, info) => {
  await newUser(page, "gpanel");
  await page.goto("/account");
  await expect(panel(page).getByText("Not connected", { exact: true })).toBeVisible();

  await connect(page);
  // The callback's parameters are gone from the address, and their toast shows.
  expect(new URL(page.url()).search).toBe("");
  await expect(toast(page, "Google Photos connected")).toBeVisible();
  await expect(toast(page, "You can now import photos from Google Photos.")).toBeVisible();
  await expect(panel(page).getByText("No photos imported yet.")).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Import Photos" })).toHaveAttribute(
    "href",
    "/account/google-photos/connect",
  );
  await expect(panel(page).getByRole("link", { name: "Choose Albums" })).toHaveAttribute(
    "href",
    "/account/google-photos/albums",
  );

  const revokedBefore = google().revoked.length;
  const js = info.project.name === "js";
  // With JavaScript the panel updates in place: a mark left on the window survives.
  if (js) await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await panel(page).getByRole("button", { name: "Disconnect" }).click();
  await expect(panel(page).getByText("Not connected", { exact: true })).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Connect" })).toBeVisible();
  expect(google().revoked.length).toBe(revokedBefore + 1);
  if (js) expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test("a denied consent says why, on a clean address", async ({ page }) => {
  await newUser(page, "gdeny");
  await page.goto("/account");
  google().denyNextConsent();
  await panel(page).getByRole("link", { name: "Connect" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, "Connection failed")).toBeVisible();
  await expect(
    toast(page, "Access was denied. Please grant permission to continue."),
  ).toBeVisible();
  await expect(panel(page).getByText("Not connected", { exact: true })).toBeVisible();
});

test("a revoke Google refuses keeps the connection: 'Disconnection failed'", async ({ page }) => {
  await newUser(page, "grefuse");
  await page.goto("/account");
  await connect(page);
  // Google's client retries a 5xx revoke 3 times: every try fails.
  google().failOnce("/revoke", 500, 10);
  try {
    await panel(page).getByRole("button", { name: "Disconnect" }).click();
    await expect(toast(page, "Disconnection failed")).toBeVisible();
    await expect(panel(page).getByText("Connected", { exact: true })).toBeVisible();
  } finally {
    google().failOnce("/revoke", 500, 0);
  }
  // Google answers again: the second try disconnects.
  await panel(page).getByRole("button", { name: "Disconnect" }).click();
  await expect(panel(page).getByText("Not connected", { exact: true })).toBeVisible();
});

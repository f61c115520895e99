import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./env";
import { googleStandInForFile } from "./google";
import { newUser, signIn } from "./helpers";

/**
 * The Google Photos albums page (docs/product.md#google-photos-pages 'Albums page',
 * docs/product.md#states-and-transitions album flow, docs/product.md#error-catalogue) against the
 * Google stand-in (albums Travel: canon-gps and storm-rotated; Garden: meadow), with and without
 * JavaScript: a user who is not connected is sent to Google after 1 s and comes back connected,
 * sees the albums with their covers and counts, is told to choose one, syncs one and finds its
 * photo in My Photos. The status check failing needs a database outage, which a browser cannot
 * cause: app/services/google-photos/albums.server.test.ts covers it.
 */

const google = googleStandInForFile();

const PAGE = "/account/google-photos/albums";
const NONE_SELECTED = "No Albums Selected: Please select at least one album to sync";

const withJs = () => test.info().project.name === "js";
const toast = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });
const album = (page: Page, title: string) =>
  page.getByRole("list", { name: "Your albums" }).getByRole("listitem").filter({ hasText: title });
const checkbox = (page: Page, title: string) => album(page, title).getByRole("checkbox");
const sync = (page: Page) => page.getByRole("button", { name: "Sync Selected Albums" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/** Opening the page unconnected: on to the stand-in's consent after 1 s, and back connected. */
async function connectFromAlbumsPage(page: Page) {
  await page.goto(PAGE);
  await expect(toast(page, "Google Photos connected")).toBeVisible({ timeout: 10_000 });
  // The callback's success=connected was consumed: a clean address.
  expect(new URL(page.url()).pathname).toBe(PAGE);
  expect(new URL(page.url()).search).toBe("");
  const status = await page.request.get("/api/google-photos/status");
  expect(await status.json()).toMatchObject({ isConnected: true });
}

async function expectCoverLoaded(page: Page, title: string) {
  const cover = album(page, title).locator("img");
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // From our own origin, never Google's.
  expect(await cover.getAttribute("src")).toMatch(/^\/api\/google-photos\/albums\/[^/]+\/cover$/);
}

test("not connected: to Google and back, the albums with covers, then one synced into My Photos", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newUser(page, "gpalbums");
  await connectFromAlbumsPage(page);

  // What Google now permits, in plain words, and the picker as the way to import one's own photos.
  await expect(page.getByText(/Since 31 March 2025, Google Photos shows apps/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Select Photos" }).first()).toHaveAttribute(
    "href",
    "/account/google-photos/connect",
  );
  // No admin link for a user.
  await expect(mainNav(page).getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

  await expect(album(page, "Travel")).toContainText("2 photos");
  await expect(album(page, "Garden")).toContainText("1 photo");
  await expectCoverLoaded(page, "Travel");
  await expectCoverLoaded(page, "Garden");

  // Nothing chosen.
  await sync(page).click();
  await expect(page.getByText(NONE_SELECTED)).toBeVisible();
  await expect(toast(page, "No Albums Selected")).toBeVisible();
  await expect(page.getByText("No albums selected", { exact: true })).toBeVisible();

  // Garden, by clicking its card (with JavaScript the count follows) or ticking its box.
  if (withJs()) {
    await album(page, "Garden").getByText("Garden", { exact: true }).click();
    await expect(page.getByText("1 album selected", { exact: true })).toBeVisible();
  } else {
    await checkbox(page, "Garden").check();
  }
  await expect(checkbox(page, "Garden")).toBeChecked();
  await expect(checkbox(page, "Travel")).not.toBeChecked();
  await sync(page).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, "Albums Selected")).toBeVisible();
  await expect(toast(page, "1 photo is being imported into My Photos.")).toBeVisible();

  // The worker imports it: My Photos shows the meadow (and nothing of Travel).
  await expect(async () => {
    await page.goto("/my-photos");
    await expect(row(page, "meadow")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row(page, "canon-gps")).toHaveCount(0);
});

test("albums that fail to load or to sync say so, and Try Again recovers", async ({ page }) => {
  test.setTimeout(60_000);
  await newUser(page, "gpalbfail");
  await connectFromAlbumsPage(page);

  // Google answers 500 twice (the call and its one retry).
  google().failOnce("/v1/albums", 500, 2);
  await page.goto(PAGE);
  await expect(page.getByText("Failed to Load Albums")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reconnect" })).toHaveAttribute(
    "href",
    "/api/auth/google/photos/start?from=albums",
  );
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(album(page, "Travel")).toBeVisible();

  // Both albums chosen, Google failing while their items are read: 'Selection Failed'.
  await checkbox(page, "Travel").check();
  await checkbox(page, "Garden").check();
  if (withJs()) await expect(page.getByText("2 albums selected", { exact: true })).toBeVisible();
  google().failOnce("/v1/mediaItems:search", 500, 2);
  await sync(page).click();
  await expect(toast(page, "Selection Failed")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // The choice is kept, and the count shows, without JavaScript too.
  await expect(checkbox(page, "Travel")).toBeChecked();
  await expect(checkbox(page, "Garden")).toBeChecked();
  await expect(page.getByText("2 albums selected", { exact: true })).toBeVisible();
  const jobs = await page.request.get("/api/google-photos/import-progress");
  expect(await jobs.json()).toMatchObject({ state: "idle" });
});

test("a failed consent on the albums page goes on to the connect page, in its codes", async ({
  page,
}) => {
  await newUser(page, "gpalberr");
  // The account page's token_error is the connect page's token_exchange_failed
  // (docs/product.md#error-catalogue).
  await page.goto(`${PAGE}?error=token_error`);
  await expect(page).toHaveURL(/\/account\/google-photos\/connect\?error=token_exchange_failed$/);
  await expect(page.getByText("Token exchange failed. Please try again.").first()).toBeVisible();
});

test("an administrator sees the admin link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await connectFromAlbumsPage(page);
  await expect(
    mainNav(page).getByRole("link", { name: "Admin Dashboard" }).first(),
  ).toHaveAttribute("href", "/admin/dashboard");
  // Leave the shared administrator as the other specs expect it: not connected.
  const origin = new URL(page.url()).origin;
  const gone = await page.request.post("/api/google-photos/disconnect", {
    headers: { Origin: origin },
  });
  expect(gone.ok()).toBe(true);
});

import { expect, test, type Page } from "@playwright/test";
import { googleStandInForFile } from "./google";
import { newUser } from "./helpers";

/**
 * The Google Photos import's progress bar in My Photos (docs/product.md#my-photos): with JavaScript
 * it follows the import live and the imported photos appear without a reload; without JavaScript
 * the bar is rendered by the server and a reload after the import shows the photos and no bar.
 */

const google = googleStandInForFile();

/** The stand-in's three fixtures, titled after their file names. */
const TITLES = ["canon-gps", "storm-rotated", "meadow"];
/** Each download waits this long: the import lasts long enough to be seen under way. */
const DOWNLOAD_DELAY_MS = 4000;

const withJs = () => test.info().project.name === "js";
const running = (page: Page) =>
  page.getByRole("status").filter({ hasText: /Importing from Google Photos: [0-2] of 3 photos/ });
const bar = (page: Page) => page.getByRole("progressbar");
const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/** Connects through the real flow: the stand-in consents at once and sends the browser back. */
async function connectGooglePhotos(page: Page) {
  await page.goto("/api/auth/google/photos/start");
  await expect(page).toHaveURL(/\/account/);
  const status = await page.request.get("/api/google-photos/status");
  expect(await status.json()).toMatchObject({ isConnected: true });
}

/** A picker session in which the user picks all three photos; one poll queues the import. */
async function pickThreePhotos(page: Page) {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/google-photos/picker/session", {
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  google().pick(sessionId);
  const polled = await page.request.get(`/api/google-photos/picker/status/${sessionId}`);
  expect(await polled.json()).toMatchObject({ state: "ENDED", progress: { total: 3 } });
}

/** A new user picks three photos and opens My Photos while they are still being imported. */
async function openMyPhotosDuringImport(page: Page, prefix: string) {
  await newUser(page, prefix);
  await connectGooglePhotos(page);
  await pickThreePhotos(page);
  await page.goto("/my-photos");
  await expect(running(page)).toBeVisible();
  await expect(bar(page)).toHaveAttribute("max", "3");
  for (const title of TITLES) await expect(row(page, title)).toHaveCount(0);
}

async function importState(page: Page) {
  const response = await page.request.get("/api/google-photos/import-progress");
  return ((await response.json()) as { state: string }).state;
}

test.describe("My Photos: Google Photos import progress", () => {
  test.setTimeout(60_000);

  test.beforeEach(() => google().slowDownloads(DOWNLOAD_DELAY_MS));
  test.afterEach(() => google().slowDownloads(0));

  test("with JavaScript the bar follows the import and the photos appear without a reload", async ({
    page,
  }) => {
    test.skip(!withJs(), "Live updates need JavaScript; the no-js test covers the reload.");
    await openMyPhotosDuringImport(page, "gpbar");
    // Survives only if the page is never reloaded.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    for (const title of TITLES) {
      await expect(row(page, title)).toBeVisible({ timeout: 30_000 });
    }
    await expect(page.getByText("Google Photos import finished: 3 imported.")).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("without JavaScript the bar shows on load, and a reload after the import shows the photos", async ({
    page,
  }) => {
    test.skip(withJs(), "Without JavaScript; the js test covers the live bar.");
    await openMyPhotosDuringImport(page, "gpbarnojs");
    await expect.poll(() => importState(page), { timeout: 30_000 }).toBe("done");
    await page.reload();
    for (const title of TITLES) await expect(row(page, title)).toBeVisible();
    await expect(page.getByText(/Importing from Google Photos/)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
  });
});

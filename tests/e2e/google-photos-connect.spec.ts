import { expect, test, type Page } from "@playwright/test";
import { googleStandInForFile } from "./google";
import { newUser, signOut, untilHydrated } from "./helpers";

/**
 * The Google Photos connect page (docs/product.md#google-photos-pages 'Photo-library connect page',
 * docs/product.md#states-and-transitions 'Picker session'), against the Google stand-in: connect
 * from the page, pick three photos (a 600×700 popup with JavaScript; a link and a one-poll check
 * form without it), and find them in My Photos.
 */

const google = googleStandInForFile();

const CONNECT_PAGE = "/account/google-photos/connect";
/** The stand-in's three fixtures, titled after their file names. */
const TITLES = ["canon-gps", "storm-rotated", "meadow"];
const NOTICE = "Photos selected — importing now";

const withJs = () => test.info().project.name === "js";
const toast = (page: Page, title: string) =>
  page.getByRole("status").getByText(title, { exact: true });
const connectLink = (page: Page) => page.getByRole("link", { name: "Connect", exact: true });
const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByText(title, { exact: true }) });

/** From the connect page through the stand-in's consent (it agrees at once) and back. */
async function connectFromPage(page: Page) {
  await page.goto(CONNECT_PAGE);
  await connectLink(page).click();
  await expect(page).toHaveURL(CONNECT_PAGE);
  await expect(toast(page, "Google Photos connected")).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(connectLink(page)).toHaveCount(0);
}

/** The worker imports in the background: My Photos shows each photo once it is in. */
async function expectImportedInMyPhotos(page: Page) {
  await expect(async () => {
    await page.goto("/my-photos");
    for (const title of TITLES) await expect(row(page, title)).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 60_000, intervals: [1000] });
}

test.describe("Google Photos connect page", () => {
  test.setTimeout(120_000);

  test("tells what importing does and what Google is asked for, privately", async ({ page }) => {
    await newUser(page, "gpinfo");
    const response = await page.goto(CONNECT_PAGE);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: "Connect Google Photos" })).toBeVisible();
    await expect(page.getByText("Not connected", { exact: true })).toBeVisible();
    await expect(page.getByText(/private by default/)).toBeVisible();
    await expect(page.getByText(/Location \(GPS\) data is never kept/)).toBeVisible();
    await expect(page.getByText(/read-only access to the photos you choose/)).toBeVisible();
    await expect(connectLink(page)).toHaveAttribute(
      "href",
      "/api/auth/google/photos/start?from=connect",
    );
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL("/account");
  });

  test("connect, then Select Photos imports three photos into My Photos", async ({ page }) => {
    await newUser(page, "gppick");
    await connectFromPage(page);

    if (withJs()) {
      // A click before the page's code has run is the form without JavaScript (a picker link,
      // no window): wait for React to own the button, as the popup is what this branch checks.
      await untilHydrated(page.getByRole("button", { name: "Select Photos" }));
      // How the page asks for its window (Playwright's popup keeps the context's viewport).
      await page.evaluate(() => {
        const open = window.open.bind(window);
        window.open = (...args) => {
          document.body.dataset.openedWith = args.slice(1).join(" ");
          return open(...args);
        };
      });
      const popupOpened = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Select Photos" }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/\/picker\/[^/]+\/autoclose$/);
      await expect(page.locator("body")).toHaveAttribute(
        "data-opened-with",
        "google-photos-picker width=600,height=700",
      );
      const closed = popup.waitForEvent("close");
      await popup.getByRole("button", { name: "Done" }).click();
      await closed;
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expect(page).toHaveURL("/my-photos");
    } else {
      await page.getByRole("button", { name: "Select Photos" }).click();
      const pickerLink = page.getByRole("link", { name: "Open Google Photos" });
      await expect(pickerLink).toHaveAttribute("target", "_blank");
      const pickerUri = await pickerLink.getAttribute("href");
      expect(pickerUri).toMatch(/\/picker\/[^/]+$/);

      // Not picked yet: one check says so and keeps the picker link.
      await page.getByRole("button", { name: "Check for picked photos" }).click();
      await expect(page.getByText("Not picked yet")).toBeVisible();

      await page.goto(pickerUri!);
      await page.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText("Selection sent to Viewfinder.")).toBeVisible();
      await page.goto(CONNECT_PAGE);
      await page.getByRole("button", { name: "Check for picked photos" }).click();
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expect(page.getByRole("link", { name: "Open Google Photos" })).toHaveCount(0);
      await page.getByRole("link", { name: "Go to My Photos" }).click();
      await expect(page).toHaveURL("/my-photos");
    }
    await expectImportedInMyPhotos(page);

    // The connect page keeps the outcome of the import in its progress bar.
    await expect(async () => {
      await page.goto(CONNECT_PAGE);
      await expect(page.getByText("Google Photos import finished: 3 imported.")).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 30_000, intervals: [1000] });
  });

  test("a denied consent comes back to the connect page with its text", async ({ page }) => {
    await newUser(page, "gpdeny");
    await page.goto(CONNECT_PAGE);
    google().denyNextConsent();
    await connectLink(page).click();
    await expect(page).toHaveURL(`${CONNECT_PAGE}?error=oauth_denied`);
    const denied = "Access was denied. Please grant permission to continue.";
    await expect(page.getByRole("heading", { name: "Connection issues" })).toBeVisible();
    const issue = (text: string) =>
      page.getByRole("main").getByRole("listitem").filter({ hasText: text });
    await expect(issue(denied)).toBeVisible();
    if (withJs()) {
      // docs/product.md#error-catalogue writes the connect page's title 'Connection Failed' (the
      // account page's is 'Connection failed').
      await expect(toast(page, "Connection Failed")).toBeVisible();
      await expect(page.getByRole("status").getByText(denied, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Not connected", { exact: true })).toBeVisible();

    // Any code in the address is said in the connect page's words.
    await page.goto(`${CONNECT_PAGE}?error=invalid_state`);
    await expect(issue("Invalid session state")).toBeVisible();
    await page.goto(`${CONNECT_PAGE}?error=token_exchange_failed`);
    await expect(issue("Token exchange failed. Please try again.")).toBeVisible();
  });

  test("a signed-out browser signs in first and comes back to connect", async ({ page }) => {
    const who = await newUser(page, "gpsign");
    await signOut(page);
    await page.goto(CONNECT_PAGE);
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Authentication required")).toBeVisible();

    await page.goto("/api/auth/google/photos/start?from=connect");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    // The sign-in form the redirect showed (helpers' signIn would open a fresh one).
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password").fill(who.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(CONNECT_PAGE);
    await connectLink(page).click();
    await expect(page).toHaveURL(CONNECT_PAGE);
    await expect(toast(page, "Google Photos connected")).toBeVisible();
    await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  });
});

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { runningCarousel, untilHydrated } from "./helpers";
import { seedPhotographer } from "./photographer";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let username = "";

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "these behaviours need JavaScript; without it the links lead to photo pages",
);

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  username = (await seedPhotographer(context)).username;
  await context.dispose();
});

/** A horizontal finger swipe through the DevTools protocol (Playwright has taps only). */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(fromX) });
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchMove",
    touchPoints: point((fromX + toX) / 2),
  });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("the featured carousel steps with its arrows and dots, wrapping at the ends", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${username}`);
  const carousel = await runningCarousel(page);
  const caption = carousel.locator(".vf-carousel__caption");
  const dots = carousel.getByRole("button", { name: /^Show photo \d+ of \d+$/ });
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(5);
  const first = await caption.textContent();
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expect(caption).not.toHaveText(first!);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expect(dots.nth(count - 1)).toHaveAttribute("aria-current", "true");
  await dots.first().click();
  await expect(caption).toHaveText(first!);
});

test("on a phone the lightbox swipes, shows dots and the mobile hint", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`/${username}`);
  await runningCarousel(page);
  await untilHydrated(page.locator('a[href*="/photos/"]').nth(1));
  await page.locator('a[href*="/photos/"]').nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText("Swipe or tap arrows • Tap dots to jump • I for info"),
  ).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Choose a photo" })).toBeVisible();
  const counter = dialog.locator(".vf-lightbox__counter");
  const start = Number((await counter.textContent())!.split(" / ")[0]);
  await swipe(page, 300, 100, 400); // left: next
  await expect(counter).toHaveText(new RegExp(`^${start + 1} / `));
  await swipe(page, 100, 300, 400); // right: previous
  expect(page.url()).toBe(`${baseURL}/${username}`);
  await expect(counter).toHaveText(new RegExp(`^${start} / `));
  await swipe(page, 200, 170, 400); // under 50 px: nothing
  await expect(counter).toHaveText(new RegExp(`^${start} / `));
  await context.close();
});

test("the lightbox keeps focus inside and gives it back on close; the backdrop closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${username}`);
  // Hydrated once the carousel replaces its no-JavaScript list (the links move then).
  await runningCarousel(page);
  const opener = page.locator('a[href*="/photos/"]').nth(2);
  const openedHref = await opener.getAttribute("href");
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // Focus is back on the link to the photo that was opened.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(openedHref);

  await page.locator(`a[href="${openedHref}"]`).first().click();
  await expect(dialog).toBeVisible();
  await dialog.click({ position: { x: 5, y: 400 } });
  await expect(dialog).toHaveCount(0);
});

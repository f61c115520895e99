import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { signUpPhotographer } from "./photographer";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const PHONE = { width: 320, height: 640 };
/** Every system category: a row far wider than a 320 px phone. */
const CATEGORIES = [
  ["landscape", "Landscape"],
  ["portrait", "Portrait"],
  ["artistic", "Artistic"],
  ["nature", "Nature"],
  ["street", "Street"],
  ["architecture", "Architecture"],
  ["travel", "Travel"],
  ["macro", "Macro"],
  ["black-and-white", "Black & White"],
  ["other", "Other"],
] as const;

let username: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const request = await playwrightRequest.newContext({ baseURL });
  ({ username } = await signUpPhotographer(request, "row", { firstName: "Rae", lastName: "Row" }));
  const image = readFileSync(path.resolve("app/images/__fixtures__/flower.webp"));
  for (const [category, label] of CATEGORIES) {
    const upload = await request.post("/api/photos/upload", {
      multipart: {
        image: { name: "flower.webp", mimeType: "application/octet-stream", buffer: image },
        title: `${label} study`,
        category,
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id } = await upload.json();
    await request.post(`/api/user/photos/${id}/public`, { data: { isPublic: true } });
  }
  await request.dispose();
});

const row = (page: Page) => page.locator(".vf-categories__row").first();

/** The page itself never scrolls sideways: only the row does. */
async function expectNoPageOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/** Each button shows its whole label, none squeezed or clipped inside its own box. */
async function expectFullLabels(page: Page) {
  const links = page.locator(".vf-categories").first().getByRole("link");
  await expect(links).toHaveText(["All", ...CATEGORIES.map(([, label]) => label)]);
  for (const link of await links.all()) {
    const clipped = await link.evaluate((a) => a.scrollWidth > a.clientWidth);
    expect(clipped, (await link.textContent()) ?? "").toBe(false);
  }
}

test("a long category row on a 320 px phone keeps full labels and scrolls within itself", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/${username}`);
  await expectFullLabels(page);
  await expectNoPageOverflow(page);
  const last = page.getByRole("link", { name: "Other", exact: true }).first();
  await expect(last).not.toBeInViewport({ ratio: 1 });
  // The edge the row overflows at fades, so the cut button reads as "more this way".
  expect(await row(page).evaluate((r) => getComputedStyle(r).maskImage)).toContain("gradient");

  if (javaScriptEnabled) {
    // The filter's code wakes with the visitor's first move once the page runs (ADR 30).
    const right = page.getByRole("button", { name: "Scroll categories right" });
    let x = 10;
    await expect(async () => {
      await page.mouse.move((x += 7), 10);
      await expect(right).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("button", { name: "Scroll categories left" })).toHaveCount(0);
    const before = await row(page).evaluate((r) => r.scrollLeft);
    await right.click();
    await expect.poll(() => row(page).evaluate((r) => r.scrollLeft)).toBeGreaterThan(before);
    await expect(page.getByRole("button", { name: "Scroll categories left" })).toBeVisible();
    // On to the end: the right arrow goes once less than 10 px remain
    // (docs/product.md#gallery-page).
    for (let i = 0; i < 10 && (await right.count()); i++) {
      // It may go while a click waits for the smooth scroll before to settle.
      await right.click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
    }
    await expect(right).toHaveCount(0);
  } else {
    // No arrows without script: the row itself scrolls sideways (a swipe, a wheel, its bar).
    await expect(page.locator(".vf-categories__arrow")).toHaveCount(0);
    const box = (await row(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(400, 0);
  }
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoPageOverflow(page);
});

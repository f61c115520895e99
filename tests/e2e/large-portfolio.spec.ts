import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_PORT } from "./env";
import { runningCarousel } from "./helpers";
import { signUpPhotographer } from "./photographer";

/**
 * A portfolio one page and five photos long (the page holds 48): what a 2,000-photo one does at
 * its first page break, seeded cheaply — tiny images through the real upload call.
 */
const PAGE = 48;
const COUNT = PAGE + 5;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let username = "";
/** Photo ids in gallery order: newest first (none is featured). */
let ids: string[] = [];
const title = (n: number) => `Tide ${String(n).padStart(2, "0")}`;
/** The title at a place in the gallery (0-based): uploaded last, shown first. */
const titleAt = (index: number) => title(COUNT - index);

async function tinyImage(n: number): Promise<Buffer> {
  const colour = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 };
  return sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const request = await playwrightRequest.newContext({ baseURL });
  const who = await signUpPhotographer(request, "big", { firstName: "Tova", lastName: "Reed" });
  const uploaded: string[] = [];
  for (let n = 1; n <= COUNT; n++) {
    const upload = await request.post("/api/photos/upload", {
      multipart: {
        image: { name: `tide-${n}.png`, mimeType: "image/png", buffer: await tinyImage(n) },
        title: title(n),
        category: "landscape",
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id } = await upload.json();
    const published = await request.post(`/api/user/photos/${id}/public`, {
      data: { isPublic: true },
    });
    expect(published.status()).toBe(200);
    uploaded.push(id);
  }
  ids = uploaded.reverse();
  username = who.username;
  await request.dispose();
});

const gallery = (page: Page) => page.locator("#gallery");
const card = (page: Page, index: number) =>
  gallery(page).locator(`a[href="/${username}/photos/${ids[index]}"]`).first();

test("the first page shows 48 photos and a 'More photos' link; the rest are not in it", async ({
  page,
}) => {
  const response = await page.goto(`/${username}`);
  expect(response?.status()).toBe(200);
  await expect(card(page, 0)).toBeAttached();
  await expect(card(page, PAGE - 1)).toBeAttached();
  const html = await response!.text();
  for (const later of ids.slice(PAGE)) expect(html).not.toContain(`/photos/${later}"`);
  const more = page.getByRole("link", { name: "More photos" });
  await expect(more).toHaveAttribute("href", new RegExp(`^/${username}\\?cursor=[\\w-]+#gallery$`));
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the link is followed only without it");

  test("'More photos' leads to the next page, rendered by the server: just those photos", async ({
    page,
  }) => {
    await page.goto(`/${username}`);
    await page.getByRole("link", { name: "More photos" }).click();
    await expect(page).toHaveURL(/\?cursor=[\w-]+#gallery$/);
    for (let i = PAGE; i < COUNT; i++) {
      await expect(card(page, i)).toBeVisible();
      await expect(gallery(page)).toContainText(titleAt(i));
    }
    await expect(card(page, 0)).toHaveCount(0);
    // The end of the set: no carousel restarting it, no further link.
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "More photos" })).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "scrolling and the lightbox need it");

  test("scrolling down appends the next page in place", async ({ page }) => {
    await page.goto(`/${username}`);
    await runningCarousel(page);
    await expect(card(page, PAGE)).toHaveCount(0);
    await page.getByRole("link", { name: "More photos" }).scrollIntoViewIfNeeded();
    await expect(card(page, COUNT - 1)).toBeVisible();
    await expect(gallery(page)).toContainText(titleAt(COUNT - 1));
    expect(new URL(page.url()).search).toBe("");
    // Every photo once, and nothing more to load.
    await expect(gallery(page).locator(".vf-masonry__item")).toHaveCount(COUNT - 1);
    await expect(page.getByRole("link", { name: "More photos" })).toHaveCount(0);
  });

  test("the lightbox loads the next page when it steps past the last loaded photo", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${username}`);
    await runningCarousel(page);
    await page
      .locator('section[aria-roledescription="carousel"] a[href*="/photos/"]')
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    const counter = dialog.locator(".vf-lightbox__counter");
    await expect(counter).toHaveText(`1 / ${COUNT}`);
    for (let i = 1; i < PAGE; i++) await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`${PAGE} / ${COUNT}`);
    await expect(card(page, PAGE)).toHaveCount(0);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`${PAGE + 1} / ${COUNT}`);
    await expect(dialog.locator(".vf-lightbox__caption")).toHaveText(titleAt(PAGE));

    // Back before the first photo while pages remain: the set's last photo, on its own page.
    await page.keyboard.press("Escape");
    await page.goto(`/${username}`);
    await runningCarousel(page);
    await page
      .locator('section[aria-roledescription="carousel"] a[href*="/photos/"]')
      .first()
      .click();
    await expect(counter).toHaveText(`1 / ${COUNT}`);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(new RegExp(`/${username}/photos/${ids[COUNT - 1]}$`));
    await expect(page.locator(".photo-page__counter")).toHaveText(`${COUNT} / ${COUNT}`);
  });
});

test("photo pages step across the page break and wrap around the whole set", async ({ page }) => {
  await page.goto(`/${username}/photos/${ids[PAGE - 1]}`);
  const counter = page.locator(".photo-page__counter");
  await expect(counter).toHaveText(`${PAGE} / ${COUNT}`);
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page).toHaveURL(new RegExp(`/photos/${ids[PAGE]}$`));
  await expect(counter).toHaveText(`${PAGE + 1} / ${COUNT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleAt(PAGE));
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(counter).toHaveText(`${PAGE} / ${COUNT}`);

  await page.goto(`/${username}/photos/${ids[COUNT - 1]}`);
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(counter).toHaveText(`1 / ${COUNT}`);
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(counter).toHaveText(`${COUNT} / ${COUNT}`);
});

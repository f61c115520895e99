import { mkdirSync } from "node:fs";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { E2E_PORT } from "./env";
import { untilHydrated } from "./helpers";
import { seedPhotographer, type SeededPhoto } from "./photographer";

/**
 * docs/product.md#collection-page in each of the four templates, with JavaScript and without: the
 * portfolio's card leads to the collection's page, its photos in the collection's order; a photo
 * opens the lightbox (with JavaScript) or its own page stepping through the collection (without);
 * no axe-core violation, no sideways scrolling at 320 to 1280 px in light and dark, no console
 * error. COLLECTION_SCREENSHOTS=dir also saves each page there for a person to look at.
 */

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const TEMPLATES = ["classic", "epic", "monochrome", "monochrome-white"] as const;
const WIDTHS = [320, 390, 768, 1280];
const TITLE = "Coastal Mornings";
const withJs = () => test.info().project.name === "js";

interface Seeded {
  username: string;
  slug: string;
  /** The collection's photos in its order. */
  order: SeededPhoto[];
}
const seeded = new Map<string, Seeded>();
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const templateId of TEMPLATES) {
    const context = await playwrightRequest.newContext({ baseURL });
    contexts.push(context);
    const who = await seedPhotographer(context, templateId);
    const created = await context.post("/api/collections", {
      data: {
        title: TITLE,
        description: "<p>Fog over the <strong>harbour</strong>, every morning.</p>",
        visibility: "public",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    // Not the portfolio's order: the third photo first.
    const order = [who.photos[2]!, who.photos[0]!, who.photos[3]!];
    const members = await context.put(`/api/collections/${id}/photos`, {
      data: { photoIds: order.map((photo) => photo.id) },
    });
    expect(members.status(), await members.text()).toBe(200);
    seeded.set(templateId, { username: who.username, slug, order });
  }
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
});

/** Console errors and failed page scripts while `work` runs. */
async function consoleErrorsDuring(page: Page, work: () => Promise<void>) {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  await work();
  page.off("console", onConsole);
  page.off("pageerror", onError);
  return errors;
}

for (const templateId of TEMPLATES) {
  test.describe(`${templateId} template`, () => {
    test("the portfolio's card leads to the collection's page, photos in the collection's order", async ({
      page,
    }) => {
      const { username, slug, order } = seeded.get(templateId)!;
      await page.goto(`/${username}`);
      const card = page.locator(`a[href="/${username}/collections/${slug}"]`);
      await expect(card).toContainText(TITLE);
      await expect(card).toContainText("3 photos");
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${username}/collections/${slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByText("Fog over the harbour, every morning.")).toBeVisible();
      const photoLinks = page.locator(`main a[href*="?collection=${slug}"]`);
      await expect(photoLinks).toHaveCount(3);
      const hrefs = await photoLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(hrefs).toEqual(
        order.map((photo) => `/${username}/photos/${photo.id}?collection=${slug}`),
      );
      await expect(page.locator(`a[href="/${username}"]`).first()).toBeVisible();
    });

    test("a photo opens the lightbox, or without JavaScript its page stepping through the collection", async ({
      page,
    }) => {
      const { username, slug, order } = seeded.get(templateId)!;
      await page.goto(`/${username}/collections/${slug}`);
      const first = page.locator(`main a[href*="?collection=${slug}"]`).first();
      if (withJs()) {
        await untilHydrated(first);
        await first.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(`1 / 3`);
        await page.keyboard.press("ArrowRight");
        await expect(dialog).toContainText(`2 / 3`);
        await expect(dialog).toContainText(order[1]!.title);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/collections/${slug}$`));
        return;
      }
      await first.click();
      await expect(page).toHaveURL(
        new RegExp(`/${username}/photos/${order[0]!.id}\\?collection=${slug}$`),
      );
      await expect(page.locator(".photo-page__counter")).toHaveText("1 / 3");
      await page.getByRole("link", { name: "Next photo" }).click();
      await expect(page).toHaveURL(new RegExp(`/photos/${order[1]!.id}\\?collection=${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(order[1]!.title);
      await page.getByRole("link", { name: "Previous photo" }).click();
      await page.getByRole("link", { name: "Previous photo" }).click();
      // Wrapping, like the lightbox: before the first comes the last.
      await expect(page).toHaveURL(new RegExp(`/photos/${order[2]!.id}\\?collection=${slug}$`));
      await page.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(new RegExp(`/${username}/collections/${slug}$`));
    });

    test("no sideways scrolling at 320 to 1280 px, light and dark, and no console error", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { username, slug } = seeded.get(templateId)!;
      const shots = process.env.COLLECTION_SCREENSHOTS;
      if (shots) mkdirSync(shots, { recursive: true });
      const problems: string[] = [];
      for (const theme of withJs() ? ["light", "dark"] : ["light"]) {
        // The visitor's choice, kept where the site's theme control keeps it (theme-select.tsx).
        if (theme === "dark")
          await page.addInitScript(() => localStorage.setItem("viewfinder-theme", "dark"));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const path of [`/${username}/collections/${slug}`, `/${username}`]) {
            const errors = await consoleErrorsDuring(page, async () => {
              await page.goto(path, { waitUntil: "networkidle" });
              await page.mouse.move(5, 5);
              await page.waitForLoadState("networkidle");
            });
            problems.push(...errors.map((error) => `${path} at ${width} px: ${error}`));
            const wide = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            if (wide > 0) problems.push(`${path} at ${width} px ${theme}: ${wide} px too wide`);
            const name = `${templateId}-${width}-${theme}-${test.info().project.name}`;
            if (shots && path.includes("/collections/"))
              await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
            else if (shots)
              await page
                .locator('[data-section="collections"]')
                .screenshot({ path: `${shots}/${name}-list.png` });
          }
        }
      }
      expect(problems).toEqual([]);
    });

    test("no axe-core violation on the collection page", async ({ page }) => {
      const { username, slug } = seeded.get(templateId)!;
      await page.goto(`/${username}/collections/${slug}`, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
    });
  });
}

test("an unlisted collection answers the portfolio's 404 page", async ({ page }) => {
  const { username } = seeded.get("classic")!;
  const context = contexts[0]!;
  const created = await context.post("/api/collections", {
    data: { title: "Not Yet", visibility: "unlisted" },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const response = await page.goto(`/${username}/collections/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portfolio Not Found");
  await page.goto(`/${username}`);
  await expect(page.locator(`a[href="/${username}/collections/${slug}"]`)).toHaveCount(0);
});

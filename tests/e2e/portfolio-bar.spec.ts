import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { E2E_PORT } from "./env";
import { seedPhotographer } from "./photographer";

/**
 * A portfolio wears its own top bar: the photographer's name, links to the sections its template
 * renders, the template's colours, and a Light/Dark choice only where the template has both.
 */

const TEMPLATES = [
  { id: "classic", themes: true },
  { id: "epic", themes: false },
  { id: "monochrome", themes: false },
  { id: "monochrome-white", themes: false },
] as const;

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let request: APIRequestContext;
let photographer: Awaited<ReturnType<typeof seedPhotographer>>;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  request = await playwrightRequest.newContext({ baseURL });
  photographer = await seedPhotographer(request);
});

test.afterAll(async () => {
  await request.dispose();
});

async function openPortfolio(page: Page, templateId: string, javaScriptEnabled: boolean) {
  const chosen = await request.post("/api/user/template", { data: { templateId } });
  expect(chosen.status()).toBe(200);
  await page.goto(`/${photographer.username}`);
  await expect(page.locator(`[data-template="${templateId}"]`).first()).toBeVisible();
  // With JavaScript, once the bar runs: a click before that is the click without JavaScript.
  if (javaScriptEnabled)
    await page.waitForFunction(() =>
      Object.keys(document.querySelector(".portfolio-bar") ?? {}).some((key) =>
        key.startsWith("__react"),
      ),
    );
  return page.getByRole("navigation", { name: "Main" });
}

/**
 * A computed colour's red, green and blue (alpha left out), whatever notation Chromium computes
 * (rgb(), color(srgb ...), oklab() from color-mix): a canvas pixel painted with it says.
 */
async function rgbOf(locator: Locator, property: "backgroundColor" | "color") {
  return locator.evaluate((element, name) => {
    const value = getComputedStyle(element)[name];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    return { value, rgb: [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] };
  }, property);
}

const near = (a: number[], b: number[]) => a.every((channel, i) => Math.abs(channel - b[i]!) <= 3);
const isDark = (rgb: number[]) => Math.max(...rgb) < 60;

for (const template of TEMPLATES) {
  test(`${template.id}: the bar names the photographer, links to the template's own sections and wears its colours`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const bar = await openPortfolio(page, template.id, javaScriptEnabled);

    await expect(bar.getByRole("link", { name: photographer.displayName })).toBeVisible();
    await expect(bar).not.toContainText(/viewfinder/i);

    const hrefs = await bar
      .locator(".portfolio-bar__links a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const sections = hrefs.filter((href) => href.startsWith("#"));
    expect(sections.length, hrefs.join(", ")).toBeGreaterThan(0);
    for (const href of sections) {
      await expect(page.locator(href), `${href} on ${template.id}`).toHaveCount(1);
    }

    const barColour = await rgbOf(page.locator(".portfolio-bar"), "backgroundColor");
    const pageColour = await rgbOf(page.locator("[data-template]").first(), "backgroundColor");
    const against = `${barColour.value} against ${pageColour.value}`;
    expect(near(barColour.rgb, pageColour.rgb), against).toBe(true);

    const themeChoice = page.getByRole("group", { name: "Theme" });
    if (!template.themes) {
      // Dark or light by design: nothing offers a choice the page would not honour.
      await expect(themeChoice).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Theme" })).toHaveCount(0);
      return;
    }
    await expect(themeChoice).toBeVisible();
    await themeChoice.getByRole("radio", { name: "Dark" }).check();
    // The whole page turns dark, its sections included (they sit on the template's root), not
    // only the bar; and the About section's words turn light.
    for (const part of ["body", "[data-template]", ".portfolio-bar"]) {
      await expect
        .poll(
          async () => isDark((await rgbOf(page.locator(part).first(), "backgroundColor")).rgb),
          part,
        )
        .toBe(true);
    }
    const aboutText = await rgbOf(page.locator("#about"), "color");
    expect(isDark(aboutText.rgb), aboutText.value).toBe(false);
  });
}

test("with JavaScript the chosen Dark theme is remembered on the next visit", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the choice holds for the open page only");
  const bar = await openPortfolio(page, "classic", javaScriptEnabled);
  await page.setViewportSize({ width: 1280, height: 800 });
  await bar.getByRole("radio", { name: "Dark" }).check();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  expect(
    isDark((await rgbOf(page.locator("[data-template]").first(), "backgroundColor")).rgb),
  ).toBe(true);
});

test("at 390 px the bar fits and its menu leads to the sections", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = await openPortfolio(page, "classic", javaScriptEnabled);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const name = bar.getByRole("link", { name: photographer.displayName });
  await expect(name).toBeVisible();
  const box = (await page.locator(".portfolio-bar__inner").boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await bar.locator("summary").click();
  const menu = bar.locator(".portfolio-bar__menu ul");
  await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page.locator("#contact")).toBeInViewport();
  if (javaScriptEnabled) await expect(menu).toBeHidden();
});

test("a photo's page keeps the portfolio's bar, leading back to its sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await request.post("/api/user/template", { data: { templateId: "epic" } });
  const [photo] = photographer.photos;
  await page.goto(`/${photographer.username}/photos/${photo!.id}`);
  const bar = page.getByRole("navigation", { name: "Main" });
  await expect(bar.getByRole("link", { name: photographer.displayName })).toHaveAttribute(
    "href",
    `/${photographer.username}`,
  );
  await expect(bar.getByRole("link", { name: "Contact" })).toHaveAttribute(
    "href",
    `/${photographer.username}#contact`,
  );
  await expect(bar.getByRole("link", { name: "About" })).toHaveCount(0);
  await bar.getByRole("link", { name: "Contact" }).click();
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the rest of the site keeps the site's own bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Viewfinder" })).toBeVisible();
  await expect(page.locator(".portfolio-bar")).toHaveCount(0);
});

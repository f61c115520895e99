import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { runningCarousel } from "./helpers";
import { seedPhotographer, signUpPhotographer } from "./photographer";

// ADR 33: a public page is painted before the browser asks for its code. The HTML names no script to
// fetch (no modulepreload link, no module script); an inline loader adds them once the first
// contentful paint is reported. Without JavaScript the page is the same complete HTML.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let pages: string[] = [];

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  const { username, photos } = await seedPhotographer(context);
  await context.dispose();
  pages = ["/", `/${username}`, `/${username}/photos/${photos[0]!.id}`];
});

/**
 * When the page's first contentful paint came, when its first-screen images (fetchpriority=high)
 * had arrived, and when it first asked for a build script.
 */
function paintAndFirstScript(page: Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const main = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    const mainImages = main.map((img) => resources.find((r) => r.name === img.currentSrc));
    const scripts = resources
      .filter((entry) => /\/build\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return {
      fcp,
      mainImages: mainImages.length,
      mainImagesEnd: Math.max(0, ...mainImages.map((r) => r?.responseEnd ?? Infinity)),
      firstScript: scripts.length ? Math.min(...scripts) : null,
    };
  });
}

test("the served HTML has the page's code held back: no modulepreload link, no module script", async ({
  request,
}) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    // What the loader will run is there, inert, for the loader and the CSP's hash list.
    expect(html, path).toMatch(/<script id="vf-boot-module" type="text\/x-boot-module">/);
  }
});

test("a signed-in page keeps Remix's scripts: its code is asked for at once", async ({ page }) => {
  await signUpPhotographer(page.request, "pfs", { firstName: "Ines", lastName: "Roy" });
  const html = await (await page.request.get("/account")).text();
  expect(html).toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).toMatch(/<script[^>]*type="module"/);
  expect(html).not.toContain("vf-boot-module");
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the loader is JavaScript");

  test("each public page asks for its code after its first contentful paint, then hydrates", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const path of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      const { fcp, firstScript, mainImages, mainImagesEnd } = await paintAndFirstScript(page);
      expect(fcp, path).not.toBeNull();
      expect(firstScript, path).not.toBeNull();
      expect(firstScript!, path).toBeGreaterThanOrEqual(fcp!);
      // The photo page asks for its photo first; the loader waits for it.
      if (path === pages[2]) expect(mainImages, path).toBeGreaterThan(0);
      expect(firstScript!, path).toBeGreaterThanOrEqual(mainImagesEnd);
      // Hydrated: Remix's router is running the page.
      await expect
        .poll(() => page.evaluate(() => "__remixRouter" in window), { message: path })
        .toBe(true);
    }
    // And a hydrated page behaves: the portfolio's carousel runs.
    await page.goto(pages[1]!);
    await expect(
      (await runningCarousel(page)).getByRole("button", { name: "Next photo" }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the page as served, no script run");

  test("each public page is whole and fetches no script", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const path of pages) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("main")).toBeVisible();
      expect(scripts, path).toEqual([]);
    }
  });
});

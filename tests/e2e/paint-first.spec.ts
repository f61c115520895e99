import { expect, request as playwrightRequest, test } from "@playwright/test";
import { E2E_PORT } from "./env";
import { runningCarousel } from "./helpers";
import { seedPhotographer } from "./photographer";

// ADR 59: a public page asks for its code at once, as Remix's <Scripts> has it: holding it until
// the first paint (ADR 33) gained less in paint than it cost in time to interactive on a throttled
// phone. Without JavaScript the page is the same complete HTML.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let pages: string[] = [];

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  const { username, photos } = await seedPhotographer(context);
  await context.dispose();
  pages = ["/", `/${username}`, `/${username}/photos/${photos[0]!.id}`];
});

test("the served HTML names the page's code: modulepreload links and a module script", async ({
  request,
}) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, path).toMatch(/<script[^>]*type="module"/);
    expect(html, path).not.toContain("text/x-boot-module");
  }
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration is JavaScript");

  test("each public page hydrates without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const path of pages) {
      await page.goto(path, { waitUntil: "load" });
      // Remix's router is running the page.
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

  // Chromium still fetches the modulepreload links with JavaScript off (measured: ADR 59); the
  // page does not need them.
  test("each public page is whole", async ({ page }) => {
    for (const path of pages) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("main"), path).toBeVisible();
    }
  });
});

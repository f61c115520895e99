import { readFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import {
  expect,
  request as playwrightRequest,
  test,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { untilHydrated } from "./helpers";
import { seedPhotographer } from "./photographer";

// docs/decisions/0024-public-pages-lighthouse.md: public pages (home, a portfolio per template,
// photo pages) have no axe-core violation with JavaScript and without, their controls are touch
// targets of at least 24 px, and their <head> preloads what the first screen needs (the Latin
// Montserrat file and the hero banner) and links no more than the site's and the templates'
// stylesheets.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const TEMPLATES = ["classic", "epic", "monochrome", "monochrome-white"] as const;
const MOBILE = { width: 412, height: 823 };
let pages: { name: string; path: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A hero banner (the first one uploaded becomes the default): home, classic and epic show it.
  const admin = await playwrightRequest.newContext({ baseURL });
  await admin.post("/login", {
    form: { name__confirm: "", email: ADMIN.email, password: ADMIN.password },
  });
  const banner = await admin.post("/api/admin/hero-images/upload", {
    multipart: {
      name: `A11y banner ${Date.now()}`,
      image: {
        name: "meadow.png",
        mimeType: "image/png",
        buffer: readFileSync(path.resolve("app/images/__fixtures__/meadow.png")),
      },
    },
  });
  expect(banner.status(), await banner.text()).toBe(201);
  await admin.dispose();

  const portfolios: { name: string; path: string }[] = [];
  let firstPhoto = "";
  let secondPhoto = "";
  for (const templateId of TEMPLATES) {
    const context = await playwrightRequest.newContext({ baseURL });
    const who = await seedPhotographer(context, templateId);
    await context.dispose();
    portfolios.push({ name: `${templateId} portfolio`, path: `/${who.username}` });
    if (templateId === "classic") {
      firstPhoto = `/${who.username}/photos/${who.photos[0].id}`;
      secondPhoto = `/photos/${who.photos[1].id}`;
    }
  }
  pages = [
    { name: "home", path: "/" },
    ...portfolios,
    { name: "portfolio photo page", path: firstPhoto },
    { name: "home photo page", path: secondPhoto },
  ];
});

const withJs = () => test.info().project.name === "js";

/**
 * axe-core runs inside the page, which a context without JavaScript cannot do. Without
 * JavaScript the page a visitor gets is the server's markup, never hydrated: the same context
 * with the app's modules refused shows exactly that, and lets axe in.
 */
async function axePage(browser: Browser, page: Page, pathname: string) {
  if (withJs()) {
    await page.goto(pathname, { waitUntil: "networkidle" });
    return { page, close: async () => {} };
  }
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize()!,
    javaScriptEnabled: true,
  });
  await context.route(/\/build\/.*\.js$/, (route) => route.abort());
  const serverMarkup = await context.newPage();
  await serverMarkup.goto(pathname, { waitUntil: "networkidle" });
  // Not hydrated: the carousel is still the plain list it is without JavaScript.
  if (await serverMarkup.locator(".vf-carousel").count())
    await expect(serverMarkup.locator(".vf-carousel--list")).toBeVisible();
  return { page: serverMarkup, close: () => context.close() };
}

async function violations(page: Page) {
  // Gallery cards rise and fade in one after another (up to 1 s): colours are judged once they
  // stand still, not halfway through the fade. Animations that follow a scroll position (the
  // category row's edge fades) stand still already, and never finish on their own.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
  test(`no axe-core violation on the public pages at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const { name, path: pathname } of pages) {
      const target = await axePage(browser, page, pathname);
      expect(await violations(target.page), `${name} (${pathname})`).toEqual([]);
      await target.close();
    }
  });
}

test("no axe-core violation in the open lightbox", async ({ page }) => {
  test.skip(!withJs(), "the lightbox needs JavaScript; without it each photo has its own page");
  test.setTimeout(60_000);
  for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto(pages[1].path, { waitUntil: "networkidle" });
    await untilHydrated(page.locator('main a[href*="/photos/"]').nth(1));
    await page.locator('main a[href*="/photos/"]').nth(1).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  }
});

/** Controls a finger aims at: each at least 24 × 24 CSS px (WCAG 2.2, 2.5.8). */
const CONTROLS = [
  ".vf-dot",
  ".vf-carousel__arrow",
  ".vf-categories__arrow",
  ".vf-category",
  ".vf-lightbox button",
  ".classic-hero__down",
  ".epic-hero__down",
  ".photo-page__close",
  ".photo-page__arrow",
  ".vf-contact-form .vf-button",
].join(", ");

async function smallTargets(controls: Locator) {
  const small: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0) continue; // not shown at this width
    if (box.width < 24 || box.height < 24)
      small.push(
        `${await control.getAttribute("class")} "${(await control.textContent())?.trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  }
  return small;
}

test("carousel dots, arrows, category links and page controls are 24 px touch targets", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(MOBILE);
  let checked = 0;
  let dots = 0;
  for (const { name, path: pathname } of pages) {
    await page.goto(pathname, { waitUntil: "networkidle" });
    const controls = page.locator(CONTROLS);
    checked += await controls.count();
    dots += await page.locator(".vf-dot").count();
    expect(await smallTargets(controls), name).toEqual([]);
  }
  // Dots (buttons, or links to the slides without JavaScript), category links, hero arrows and
  // photo page controls in both modes; carousel arrows and category arrows with JavaScript.
  expect(checked).toBeGreaterThan(15);
  expect(dots).toBeGreaterThan(0);
});

test("the open lightbox's buttons and dots are 24 px touch targets", async ({ page }) => {
  test.skip(!withJs(), "the lightbox needs JavaScript; its page controls are checked above");
  await page.setViewportSize(MOBILE);
  await page.goto(pages[1].path, { waitUntil: "networkidle" });
  await untilHydrated(page.locator('main a[href*="/photos/"]').nth(1));
  await page.locator('main a[href*="/photos/"]').nth(1).click();
  const buttons = page.getByRole("dialog").locator("button");
  await expect(page.getByRole("dialog").locator(".vf-dot").first()).toBeVisible();
  expect(await buttons.count()).toBeGreaterThan(3);
  expect(await smallTargets(buttons)).toEqual([]);
});

test("the head preloads the Latin Montserrat file and the hero; two stylesheets, no Polaris", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const { name, path: pathname } of pages) {
    await page.goto(pathname);
    const head = page.locator("head");
    const font = head.locator('link[rel="preload"][as="font"]');
    await expect(font, name).toHaveCount(1);
    await expect(font).toHaveAttribute("type", "font/woff2");
    await expect(font).toHaveAttribute("crossorigin", "anonymous");
    const fontHref = (await font.getAttribute("href"))!;
    expect(fontHref).toMatch(/\/build\/_assets\/montserrat-latin-wght-normal-[A-Z0-9]+\.woff2$/);

    // Attributes through locators, not page scripts: the no-JS project runs this too.
    const hrefs = await Promise.all(
      (await head.locator('link[rel="stylesheet"]').all()).map(
        async (link) => (await link.getAttribute("href"))!,
      ),
    );
    expect(hrefs, name).toHaveLength(2);
    const css = await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
    // Polaris (the signed-in screens' 440 KB of styles) never reaches a public page.
    expect(css.some((text) => text.includes(".Polaris-"))).toBe(false);
    const faces = css.join("\n").match(/@font-face\{[^}]*\}/g) ?? [];
    const latin = faces.find((face) => face.includes(fontHref));
    expect(latin, "the preloaded file is the Latin face's").toBeTruthy();
    expect(latin).toContain("font-display:swap");
    expect(faces.filter((face) => face.includes("Montserrat Fallback"))).toHaveLength(2);
    for (const face of faces.filter((f) => f.includes("Montserrat Fallback")))
      expect(face).toMatch(/size-adjust:[\d.]+%.*ascent-override:[\d.]+%.*descent-override/);

    const hero = head.locator('link[rel="preload"][as="image"]');
    const heroSource = page.locator('.vf-hero-background source[type="image/avif"]');
    if (await heroSource.count()) {
      await expect(hero, name).toHaveCount(1);
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("imagesizes", "100vw");
      await expect(hero).toHaveAttribute("type", "image/avif");
      expect(await hero.getAttribute("imagesrcset")).toBe(await heroSource.getAttribute("srcset"));
    } else {
      await expect(hero, name).toHaveCount(0);
    }
  }
  // Home, classic and epic show the banner; the monochrome templates have no hero.
  await page.goto("/");
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
});

test("a page loads the code of the template it shows and no other's, and hydrates without an error", async ({
  page,
}) => {
  test.skip(
    !withJs(),
    "without JavaScript no script runs: the pages are the server's markup, checked above",
  );
  test.setTimeout(90_000);
  const templateCode =
    /\/build\/_shared\/(monochrome-white|monochrome|classic|epic)-[A-Z0-9]+\.js$/;
  for (const { name, path: pathname } of pages) {
    const loaded: string[] = [];
    const errors: string[] = [];
    const onResponse = (response: { url(): string }) => {
      const id = templateCode.exec(new URL(response.url()).pathname)?.[1];
      if (id) loaded.push(id);
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === "error") errors.push(message.text());
    };
    const onError = (error: Error) => errors.push(error.message);
    page.on("response", onResponse);
    page.on("console", onConsole);
    page.on("pageerror", onError);
    await page.goto(pathname, { waitUntil: "networkidle" });
    // Hydrated: React has taken over the page's top bar (the site's, or a portfolio's own).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__react")),
    );
    page.off("response", onResponse);
    page.off("console", onConsole);
    page.off("pageerror", onError);

    const shown = await page.locator("[data-template]").getAttribute("data-template");
    // A photo page takes only its template's colours and fonts: no template code at all.
    const expected = name.includes("photo page") ? [] : [shown];
    expect(loaded, name).toEqual(expected);
    expect(errors, name).toEqual([]);
  }
});

test("following a link to a portfolio in a template not yet loaded loads it and shows the page", async ({
  page,
}) => {
  test.skip(
    !withJs(),
    "without JavaScript a link loads the whole page from the server, as every test above does",
  );
  const homePhoto = pages.find((p) => p.name === "home photo page")!;
  await page.goto(homePhoto.path, { waitUntil: "networkidle" });
  await expect(page.getByLabel("Theme")).toBeVisible();
  // A photo page runs no template code: the portfolio's arrives with the navigation.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const templateCode = page.waitForResponse((response) =>
    /\/build\/_shared\/classic-[A-Z0-9]+\.js$/.test(response.url()),
  );
  await page.locator(".photo-page__by a").click();
  await templateCode;
  // The portfolio's hero: the photo page itself carries data-template (its template's colours).
  await expect(page.locator(".classic-hero")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // It runs: a photo opens in the lightbox in place.
  await untilHydrated(page.locator('main a[href*="/photos/"]').nth(1));
  await page.locator('main a[href*="/photos/"]').nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

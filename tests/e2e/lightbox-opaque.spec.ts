import {
  expect,
  request as playwrightRequest,
  test,
  type Locator,
  type Page,
} from "@playwright/test";
import { E2E_PORT } from "./env";
import { untilHydrated } from "./helpers";
import { seedPhotographer } from "./photographer";

/**
 * The lightbox covers the page completely: nothing behind it shows through or can be reached by
 * pointer or keyboard, and its controls never lie over one another. Without JavaScript the
 * lightbox is the photo's own page: the same holds there.
 */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const TEMPLATES = ["classic", "epic", "monochrome", "monochrome-white"];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const pages: { name: string; path: string }[] = [{ name: "home gallery", path: "/" }];

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  for (const templateId of TEMPLATES) {
    // Each photographer needs a session of their own.
    const own = await playwrightRequest.newContext({ baseURL });
    const { username } = await seedPhotographer(own, templateId);
    pages.push({ name: `${templateId} portfolio`, path: `/${username}` });
    await own.dispose();
  }
  await context.dispose();
});

/** A link from the gallery to a photo (the carousel's first slide aside). */
const galleryPhotoLink = (page: Page) =>
  page.locator('.vf-masonry a[href*="/photos/"], .epic-gallery a[href*="/photos/"]').first();

/** Every point of a 12 × 12 grid over the viewport that does not hit inside `root`. */
function pointsOutside(root: Locator) {
  return root.evaluate((element) => {
    const missed: string[] = [];
    const [w, h] = [window.innerWidth, window.innerHeight];
    for (let i = 0; i < 12; i++) {
      for (let j = 0; j < 12; j++) {
        const x = Math.round(1 + (i * (w - 2)) / 11);
        const y = Math.round(1 + (j * (h - 2)) / 11);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !element.contains(hit))
          missed.push(`${x},${y}: ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return missed;
  });
}

/** The backdrop's colour alpha, and the lowest opacity on it or any ancestor. */
function opacityOf(backdrop: Locator) {
  return backdrop.evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    // "rgb(r, g, b)" is opaque; "rgba(r, g, b, a)" and "rgb(r g b / a)" carry an alpha.
    const numbers = colour.match(/[\d.]+/g) ?? [];
    const alpha = numbers.length === 4 ? numbers[3] : undefined;
    let lowest = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      lowest = Math.min(lowest, Number(getComputedStyle(node).opacity));
    }
    return { colour, alpha: alpha === undefined ? 1 : Number(alpha), lowest };
  });
}

/** Boxes of the controls shown (selector → box): each within the viewport, none over another. */
async function expectControlsApart(page: Page, selectors: string[]) {
  const boxes = await page.evaluate((list) => {
    const found: { name: string; left: number; top: number; right: number; bottom: number }[] = [];
    for (const selector of list) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (!box.width || !box.height || getComputedStyle(element).visibility === "hidden")
          continue;
        found.push({ name: selector, ...box.toJSON() });
      }
    }
    return { found, width: window.innerWidth, height: window.innerHeight };
  }, selectors);
  expect(boxes.found.length).toBeGreaterThanOrEqual(2);
  for (const box of boxes.found) {
    expect(box.left, box.name).toBeGreaterThanOrEqual(0);
    expect(box.top, box.name).toBeGreaterThanOrEqual(0);
    expect(box.right, box.name).toBeLessThanOrEqual(boxes.width);
    expect(box.bottom, box.name).toBeLessThanOrEqual(boxes.height);
  }
  for (const [i, a] of boxes.found.entries()) {
    for (const b of boxes.found.slice(i + 1)) {
      const apart =
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("with JavaScript the lightbox is opaque, alone on screen and holds the keyboard", async ({
      page,
      javaScriptEnabled,
    }) => {
      test.skip(!javaScriptEnabled, "without JavaScript a photo opens on its own page");
      for (const { name, path } of pages) {
        await test.step(name, async () => {
          await page.goto(path);
          const opener = galleryPhotoLink(page);
          await untilHydrated(opener);
          const href = await opener.getAttribute("href");
          await opener.focus();
          await page.keyboard.press("Enter");
          const dialog = page.locator(".vf-lightbox");
          await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
          // The 0.3 s fade-in (docs/product.md#constants-and-limits) has ended.
          await dialog.evaluate((el) =>
            Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
          );

          expect(await pointsOutside(dialog)).toEqual([]);
          const { colour, alpha, lowest } = await opacityOf(dialog);
          expect(alpha, `backdrop ${colour}`).toBe(1);
          expect(lowest).toBe(1);
          await expectControlsApart(page, [
            ".vf-lightbox__counter",
            ".vf-lightbox__info-toggle",
            ".vf-lightbox__close",
            ".vf-lightbox__arrow--prev",
            ".vf-lightbox__arrow--next",
            ".vf-lightbox__dots",
            ".vf-lightbox__caption",
            ".vf-lightbox__hint",
          ]);
          // Nothing behind it can be reached: every link and button outside is inert.
          const reachable = await dialog.evaluate((el) =>
            [...document.querySelectorAll("a[href], button, input, select, textarea")]
              .filter((other) => !el.contains(other) && !other.closest("[inert]"))
              .map((other) => other.outerHTML.slice(0, 80)),
          );
          expect(reachable).toEqual([]);
          for (let i = 0; i < 10; i++) {
            await page.keyboard.press("Tab");
            expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
          }
          await page.keyboard.press("Escape");
          await expect(dialog).toHaveCount(0);
          expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
            href,
          );
          expect(await page.locator("[inert]").count()).toBe(0);
        });
      }
    });

    test("without JavaScript a photo's page is opaque and shows nothing of the gallery", async ({
      page,
      javaScriptEnabled,
    }) => {
      test.skip(javaScriptEnabled, "with JavaScript the lightbox opens in place");
      for (const { name, path } of pages) {
        await test.step(name, async () => {
          await page.goto(path);
          await galleryPhotoLink(page).click();
          await expect(page).toHaveURL(/\/photos\//);
          const photoPage = page.locator("main.photo-page");
          await expect(photoPage).toBeVisible();
          await expect(page.locator("#gallery, .vf-carousel, .vf-masonry")).toHaveCount(0);

          const { colour, alpha, lowest } = await opacityOf(photoPage);
          expect(alpha, `backdrop ${colour}`).toBe(1);
          expect(lowest).toBe(1);
          // Only the photo's page, under the site's own bar.
          const strays = await photoPage.evaluate((main) => {
            const missed: string[] = [];
            for (let x = 1; x < window.innerWidth; x += Math.floor(window.innerWidth / 12)) {
              for (let y = 1; y < window.innerHeight; y += Math.floor(window.innerHeight / 12)) {
                const hit = document.elementFromPoint(x, y);
                if (hit && !main.contains(hit) && !hit.closest("header")) {
                  missed.push(`${x},${y}: ${hit.outerHTML.slice(0, 80)}`);
                }
              }
            }
            return missed;
          });
          expect(strays).toEqual([]);
          await expectControlsApart(page, [
            ".photo-page__counter",
            ".photo-page__close",
            ".photo-page__arrow",
            "header",
          ]);
        });
      }
    });
  });
}

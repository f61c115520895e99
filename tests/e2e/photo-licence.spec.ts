import { readFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type Locator,
  type Page,
} from "@playwright/test";
import { E2E_PORT } from "./env";
import { untilHydrated } from "./helpers";
import { signUpPhotographer } from "./photographer";

/**
 * A visitor sees the licence a photo is shared under, in words and linked to its text, with the
 * copyright notice and credit: on the photo's own page (the lightbox without JavaScript) and in
 * the lightbox's information panel.
 */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const FIXTURES = path.resolve("app/images/__fixtures__");
const CC_BY_NC = "https://creativecommons.org/licenses/by-nc/4.0/";
let username = "";
let photoId = "";

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL });
  ({ username } = await signUpPhotographer(request, "lic", { firstName: "Ines", lastName: "Ray" }));
  // Lightroom's file carries the rights and CC BY-NC 4.0; the photo keeps them.
  const upload = await request.post("/api/photos/upload", {
    multipart: {
      image: {
        name: "lightroom.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(path.join(FIXTURES, "lightroom.jpg")),
      },
      title: "",
      category: "macro",
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  photoId = ((await upload.json()) as { id: string }).id;
  const shown = await request.post(`/api/user/photos/${photoId}/public`, {
    data: { isPublic: true },
  });
  expect(shown.status()).toBe(200);
  // A featured photo takes the carousel, so this one is in the gallery's grid.
  const other = await request.post("/api/photos/upload", {
    multipart: {
      image: {
        name: "meadow.png",
        mimeType: "image/png",
        buffer: readFileSync(path.join(FIXTURES, "meadow.png")),
      },
      title: "Quiet Meadow",
      category: "nature",
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherId = ((await other.json()) as { id: string }).id;
  await request.post(`/api/user/photos/${otherId}/public`, { data: { isPublic: true } });
  await request.post(`/api/user/photos/${otherId}/featured`, { data: { featured: true } });
  await request.dispose();
});

/** The licence, notice and credit as a visitor reads them in `panel`. */
async function expectLicence(panel: Locator) {
  const licence = panel.getByRole("link", { name: "CC BY-NC 4.0" });
  await expect(licence).toBeVisible();
  await expect(licence).toHaveAttribute("href", CC_BY_NC);
  await expect(licence).toHaveAttribute("rel", "license noopener");
  await expect(panel.getByText("© 2024 Élodie Marchand")).toBeVisible();
  await expect(panel.getByText("Credit: Lumière Press")).toBeVisible();
}

/** No part of the page is wider than the window. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the photo's page names its licence, linked, with the copyright notice and credit", async ({
  page,
}) => {
  // The page's JSON-LD is a data block under the page's CSP: it must raise no error.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${username}/photos/${photoId}`);
    await expectLicence(page.locator(".photo-page__info"));
    await expectNoOverflow(page);
  }
  expect(errors).toEqual([]);
});

test("the lightbox's information panel names the licence; without JavaScript the photo's page does", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/${username}`);
  // The grid's link (the carousel's slides re-render as it turns).
  const opener = page.locator(`.vf-masonry a[href$="/photos/${photoId}"]`);
  if (!javaScriptEnabled) {
    await opener.click();
    await expect(page).toHaveURL(new RegExp(`/photos/${photoId}$`));
    await expectLicence(page.locator(".photo-page__info"));
    return;
  }
  await untilHydrated(opener);
  await opener.click();
  const viewer = page.getByRole("dialog", { name: /Photo viewer/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("link", { name: "CC BY-NC 4.0" })).toHaveCount(0);
  await viewer.getByRole("button", { name: "Photo information" }).click();
  await expectLicence(viewer.getByRole("complementary", { name: "Photo information" }));
});

import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe";
import { newUser } from "./helpers";

/**
 * Account → Settings → Watermark (docs/decisions/0065-watermarks.md), with and without
 * JavaScript: a text or logo watermark saved, shown on the server-made preview, its portfolio
 * toggle (off by default) turned on and off with the rest, a refused save that changes nothing,
 * and its removal.
 */

const section = (page: Page) => page.getByRole("form", { name: "Watermark" });
const save = (page: Page) => page.getByRole("button", { name: "Save watermark" }).click();
const portfolioToggle = (page: Page) =>
  page.getByRole("checkbox", { name: "Also on my public portfolio" });
const preview = (page: Page) => page.getByRole("img", { name: /sample picture/ });

/** The preview's picture as the browser got it: a JPEG of the sample's size. */
async function previewBytes(page: Page) {
  const src = await preview(page).getAttribute("src");
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  return response.body();
}

test("I set a text watermark, see it on the preview, and remove it", async ({ page }) => {
  await newUser(page, "wmtext");
  await page.goto("/account?tab=settings");
  await expect(page.getByRole("heading", { name: "Watermark", level: 2 })).toBeVisible();
  await expect(preview(page)).toHaveAttribute("alt", "A sample picture");
  const blank = await previewBytes(page);

  await section(page).getByLabel("Text", { exact: true }).check();
  await page.getByLabel("Text (with the Text choice)").fill("© Ada Lens");
  await page.getByLabel("Position").selectOption("center");
  await page.getByLabel("Size (% of the image's width)").fill("50");
  await page.getByLabel("Opacity (0.1 faint to 1 solid)").fill("0.8");
  await save(page);
  await expect(page.getByText("Watermark saved.", { exact: true })).toBeVisible();

  await page.goto("/account?tab=settings");
  await expect(page.getByLabel("Text (with the Text choice)")).toHaveValue("© Ada Lens");
  await expect(page.getByLabel("Position")).toHaveValue("center");
  await expect(preview(page)).toHaveAttribute("alt", "Your watermark on a sample picture");
  expect((await previewBytes(page)).equals(blank)).toBe(false);

  // No text: refused with its message, and the saved watermark stays as it was.
  await page.getByLabel("Text (with the Text choice)").fill("");
  await save(page);
  await expect(page.getByText("Enter the watermark's text, such as © Your Name.")).toBeVisible();
  await expect(page.getByText(/Nothing was saved/).first()).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(page.getByLabel("Text (with the Text choice)")).toHaveValue("© Ada Lens");

  await page.getByRole("button", { name: "Remove watermark" }).click();
  await expect(page.getByText("Watermark removed.", { exact: true })).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(page.getByRole("button", { name: "Remove watermark" })).toHaveCount(0);
  await expect(preview(page)).toHaveAttribute("alt", "A sample picture");
  // Last: in the no-JavaScript project it ends the test (axe runs in the page).
  await expectNoAxeViolations(page);
});

test("I put my watermark on my public portfolio too, and take it off again", async ({ page }) => {
  await newUser(page, "wmportfolio");
  await page.goto("/account?tab=settings");
  // Off until the photographer turns it on.
  await expect(portfolioToggle(page)).not.toBeChecked();
  await section(page).getByLabel("Text", { exact: true }).check();
  await page.getByLabel("Text (with the Text choice)").fill("© Ada Lens");
  await portfolioToggle(page).check();
  await save(page);
  await expect(page.getByText("Watermark saved.", { exact: true })).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(portfolioToggle(page)).toBeChecked();

  // A refused save shows the box as it was sent, and changes nothing.
  await page.getByLabel("Text (with the Text choice)").fill("");
  await portfolioToggle(page).uncheck();
  await save(page);
  await expect(page.getByText(/Nothing was saved/).first()).toBeVisible();
  await expect(portfolioToggle(page)).not.toBeChecked();
  await page.goto("/account?tab=settings");
  await expect(portfolioToggle(page)).toBeChecked();

  // Turned off, saved with the rest.
  await portfolioToggle(page).uncheck();
  await save(page);
  await expect(page.getByText("Watermark saved.", { exact: true })).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(portfolioToggle(page)).not.toBeChecked();
  await expect(page.getByLabel("Text (with the Text choice)")).toHaveValue("© Ada Lens");
});

test("I upload a logo as my watermark; a file that is no image is refused", async ({ page }) => {
  await newUser(page, "wmlogo");
  await page.goto("/account?tab=settings");
  await section(page).getByLabel("Logo", { exact: true }).check();
  await page.getByLabel("Logo (with the Logo choice)").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture at all"),
  });
  await save(page);
  await expect(
    page.getByText("That file could not be read as an image. Try another PNG, JPEG or WebP."),
  ).toBeVisible();

  const logo = await sharp({
    create: {
      width: 240,
      height: 120,
      channels: 4,
      background: { r: 200, g: 30, b: 30, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  await section(page).getByLabel("Logo", { exact: true }).check();
  await page.getByLabel("Logo (with the Logo choice)").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: logo,
  });
  await page.getByLabel("Position").selectOption("tiled");
  await save(page);
  await expect(page.getByText("Watermark saved.", { exact: true })).toBeVisible();
  await page.goto("/account?tab=settings");
  await expect(section(page).getByLabel("Logo", { exact: true })).toBeChecked();
  await expect(
    page.getByText("Your current logo is kept unless you choose another."),
  ).toBeVisible();
  await expect(preview(page)).toHaveAttribute("alt", "Your watermark on a sample picture");
});

test("the section fits a 320 px and a 1280 px screen in light and dark", async ({ page }) => {
  await newUser(page, "wmnarrow");
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((chosen) => localStorage.setItem("viewfinder-theme", chosen), theme);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/account?tab=settings");
      const heading = page.getByRole("heading", { name: "Watermark", level: 2 });
      await heading.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  }
});

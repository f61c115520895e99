import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { seedPhotographer } from "./photographer";

/**
 * Choosing a template with pictures and a preview (docs/decisions/0045-template-previews.md):
 * the picker shows the photographer's own portfolio in every template; Preview shows the whole
 * portfolio in another template while visitors still see the applied one; Apply applies it.
 */

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const TEMPLATES = ["classic", "epic", "monochrome", "monochrome-white"];

const templateOf = (page: Page) => page.locator("[data-template]").first();

test("the picker shows each template with the photographer's own photos in it", async ({
  page,
  context,
}) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const photographer = await seedPhotographer(request, "classic");
  await context.addCookies((await request.storageState()).cookies);
  await request.dispose();

  await page.goto("/account?tab=portfolio");
  await expect(page.locator("iframe.template-miniature__frame")).toHaveCount(TEMPLATES.length);
  for (const id of TEMPLATES) {
    const frame = page.frameLocator(`iframe[src="/account/template-miniature/${id}"]`);
    await expect(frame.locator(`[data-template="${id}"]`)).toBeAttached();
    // The photographer's name and a photo of theirs, decoded: a real picture, not a placeholder.
    await expect(frame.getByText(photographer.displayName).first()).toBeAttached();
    const photo = frame.getByRole("img", { name: photographer.photos[0]!.title }).first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("Preview shows the portfolio in another template; visitors still see the applied one; Apply applies it", async ({
  page,
  context,
  browser,
}) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const photographer = await seedPhotographer(request, "classic");
  await context.addCookies((await request.storageState()).cookies);
  await request.dispose();

  await page.goto("/account?tab=portfolio");
  await page
    .getByRole("group", { name: "Epic", exact: true })
    .getByRole("link", { name: "Preview" })
    .click();
  await expect(page).toHaveURL(/\/account\/template-preview\/epic$/);
  await expect(page.getByRole("region", { name: "Template preview" })).toContainText(
    "Previewing Epic",
  );
  await expect(templateOf(page)).toHaveAttribute("data-template", "epic");
  await expect(page.getByText(photographer.displayName).first()).toBeAttached();

  // A visitor, meanwhile, sees the template the photographer applied.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseURL}/${photographer.username}?preview=epic`);
  await expect(templateOf(visitor)).toHaveAttribute("data-template", "classic");

  await page.getByRole("button", { name: "Apply Epic" }).click();
  await expect(page).toHaveURL(/\/account\?tab=portfolio$/);
  const epic = page.getByRole("group", { name: "Epic", exact: true });
  await expect(epic.getByText("Currently Active")).toBeVisible();

  await visitor.goto(`${baseURL}/${photographer.username}`);
  await expect(templateOf(visitor)).toHaveAttribute("data-template", "epic");
  await visitorContext.close();
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { newUser } from "./helpers";

/**
 * docs/product.md#share-links, the photographer's side in My Photos: a link made with a password
 * and an expiry, its address shown once, opened at /s/… with the password, its view counted,
 * listed on its activity page, edited and revoked (then /s/… is 404), the empty selections page; with and without JavaScript, axe, 320 to 1280 px in light
 * and dark without sideways scrolling.
 */
const FIXTURE = path.resolve("app/images/__fixtures__/canon-gps.jpg");
const WIDTHS = [320, 390, 768, 1280];
const LABEL = "Smith wedding — family";
const PASSWORD = "family-secret-7";
const withJs = () => test.info().project.name === "js";

const dialog = (page: Page, name: string) =>
  withJs() ? page.getByRole("dialog", { name }) : page.getByRole("region", { name });
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });
const linkItem = (page: Page) =>
  page.getByRole("list", { name: "Share links" }).getByRole("listitem").filter({ hasText: LABEL });

/** A collection with one photo in it, made through the API with the page's session. */
async function collectionWithPhoto(page: Page, title: string) {
  const upload = await page.request.post("/api/photos/upload", {
    multipart: {
      image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: readFileSync(FIXTURE) },
      title: "First dance",
      category: "landscape",
      imageType: "photo",
    },
  });
  expect(upload.status()).toBe(201);
  const { id: photoId } = (await upload.json()) as { id: string };
  const made = await page.request.post("/api/collections", { data: { title } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const filled = await page.request.put(`/api/collections/${id}/photos`, {
    data: { photoIds: [photoId] },
  });
  expect(filled.ok()).toBe(true);
  return id;
}

/** No sideways scrolling at any width, in light and (with JavaScript) dark. */
async function fitsEveryWidth(page: Page, name: string) {
  for (const theme of withJs() ? ["light", "dark"] : ["light"]) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${name} at ${width}px, ${theme}`).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = "light";
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("Share links in My Photos", () => {
  test.setTimeout(120_000);

  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      // A refused form's 400 is logged by the browser too; only React's own errors count here.
      if (message.type() === "error" && /React error|hydrat|Warning:/i.test(message.text()))
        pageErrors.push(message.text());
    });
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("make a link, open it as the client, edit it and revoke it", async ({ page, browser }) => {
    await newUser(page, "shl");
    const collectionId = await collectionWithPhoto(page, "Smith Wedding");
    const linksPage = `/my-photos/collections/${collectionId}/links`;

    await page.goto(`/my-photos/collections/${collectionId}`);
    await page.getByRole("link", { name: "Share Links" }).click();
    await expect(page).toHaveURL(new RegExp(`${linksPage}$`));
    await expect(page.getByText("No share links yet.")).toBeVisible();

    // A password that is too short is refused on its field, and no link is made.
    await page.getByLabel("Label").fill(LABEL);
    await page.getByLabel("Password (optional)").fill("abc");
    await page.getByRole("button", { name: "Create Link" }).click();
    await expect(page.getByText("The password must be 4 to 256 characters.")).toBeVisible();
    await expect(page.getByText("No share links yet.")).toBeVisible();
    await expect(page.getByLabel("Label")).toHaveValue(LABEL);

    const lastDay = `${new Date().getUTCFullYear() + 1}-03-14`;
    await page.getByLabel("Password (optional)").fill(PASSWORD);
    await page.getByLabel("Expires after (optional)").fill(lastDay);
    await page.getByRole("radio", { name: "Web size" }).check({ force: true });
    await page.getByRole("checkbox", { name: "Guests may pick favourites" }).check({ force: true });
    await page.getByRole("button", { name: "Create Link" }).click();

    // The address, in full, once.
    const address = page.getByRole("textbox", { name: "Address of the new link" });
    await expect(address).toHaveValue(/^http:\/\/[^/]+\/s\/[\w-]{43}$/);
    await expect(page.getByText("It will not be shown again")).toBeVisible();
    const url = await address.inputValue();
    const token = url.slice(url.lastIndexOf("/s/"));
    await expect(linkItem(page)).toContainText(`Active until 14 Mar ${lastDay.slice(0, 4)}`);
    await expect(linkItem(page)).toContainText("Password · Downloads: Web size · Favourites on");
    await expect(linkItem(page)).toContainText("0 views · 0 downloads · Not used yet");
    if (withJs()) {
      await expect(
        page.getByRole("button", { name: "Copy Address of the new link" }),
      ).toBeVisible();
      await expect(address).toBeFocused();
      await expectNoAxeViolations(page);
    }
    await fitsEveryWidth(page, "links-created");

    // Shown once: the page loaded again has no address.
    await page.goto(linksPage);
    await expect(linkItem(page)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Address of the new link" })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(token);

    // The client: the password page first, then the gallery; the view is counted. The password
    // goes through the page's own form, under the page's Referrer-Policy: no-referrer, so the
    // browser posts it with `Origin: null` and the same-origin guard must let it in (ADR 66).
    const client = await browser.newContext({ javaScriptEnabled: withJs() });
    const guest = await client.newPage();
    const locked = await guest.goto(token);
    expect(locked?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(guest.getByRole("heading", { name: "This gallery is protected" })).toBeVisible();
    await guest.getByLabel("Password").fill(PASSWORD);
    await guest.getByRole("button", { name: "View the gallery" }).click();
    await expect(guest.getByRole("heading", { name: "Smith Wedding" })).toBeVisible();
    expect(new URL(guest.url()).pathname).toBe(token);
    await page.goto(linksPage);
    await expect(linkItem(page)).toContainText("1 view · 0 downloads · Last used just now");

    // The link's activity: the view, with the client's network only.
    await linkItem(page)
      .getByRole("link", { name: `Activity of ${LABEL}` })
      .click();
    await expect(page.getByRole("heading", { name: `Activity of ${LABEL}` })).toBeVisible();
    const viewed = page.getByRole("row").filter({ hasText: "Viewed" }).first();
    await expect(viewed).toContainText("127.0.0.0/24");
    if (withJs()) await expectNoAxeViolations(page);
    await fitsEveryWidth(page, "link-activity");
    await page.getByRole("link", { name: "← Share links" }).click();

    // Edit: originals now; the password kept.
    await linkItem(page)
      .getByRole("link", { name: `Edit ${LABEL}` })
      .click();
    const edit = dialog(page, `Edit ${LABEL}`);
    await expect(edit.getByLabel("Label")).toHaveValue(LABEL);
    await expect(edit.getByLabel("Expires after (optional)")).toHaveValue(lastDay);
    await edit.getByRole("radio", { name: "Originals" }).check({ force: true });
    if (withJs()) await expectNoAxeViolations(page);
    await fitsEveryWidth(page, "links-edit");
    await edit.getByRole("button", { name: "Save Link" }).click();
    await expect(toastText(page, "Link saved")).toBeVisible();
    await expect(linkItem(page)).toContainText("Password · Downloads: Originals · Favourites on");

    // Revoke, after a question; the address answers 404 from then on.
    await linkItem(page)
      .getByRole("link", { name: `Revoke ${LABEL}` })
      .click();
    const revoke = dialog(page, "Revoke Link");
    await expect(revoke).toContainText("Its address stops working at once");
    if (withJs()) await expectNoAxeViolations(page);
    await revoke.getByRole("button", { name: "Revoke Link" }).click();
    await expect(toastText(page, "Link revoked")).toBeVisible();
    const revoked = page.getByRole("list", { name: "Revoked share links" }).getByRole("listitem");
    await expect(revoked).toContainText(LABEL);
    await expect(revoked.getByRole("link", { name: /Edit|Revoke/ })).toHaveCount(0);
    expect((await guest.request.get(token)).status()).toBe(404);
    await client.close();

    // A revoked link can be deleted for good, after a question, its guests' selections with it.
    await revoked.getByRole("link", { name: `Delete ${LABEL} for good` }).click();
    const deletion = dialog(page, "Delete Link");
    await expect(deletion).toContainText("their favourites and comments, and its activity");
    await deletion.getByRole("button", { name: "Delete Link" }).click();
    await expect(toastText(page, "Link deleted")).toBeVisible();
    await expect(page.getByRole("list", { name: "Revoked share links" })).toHaveCount(0);

    // No guest has chosen anything yet: the selections page says so.
    await page.goto(`/my-photos/collections/${collectionId}`);
    await page.getByRole("link", { name: "Selections" }).click();
    await expect(page.getByRole("heading", { name: "Selections" })).toBeVisible();
    await expect(page.getByText("No selections yet.")).toBeVisible();
    if (withJs()) await expectNoAxeViolations(page);
    await fitsEveryWidth(page, "selections");

    // Another photographer's links page is not found.
    await page.goto(`/my-photos/collections/not-mine/links`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});

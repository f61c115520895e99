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
 * A client's way through a share link (docs/product.md#share-links,
 * docs/decisions/0066-favourites-proofing-activity.md), with JavaScript and without: the password
 * (a wrong one, then the right one), the gallery, the lightbox (or without JavaScript the photo's
 * page), the guest's name, favourites with their counter and the limit, a comment, "Send my
 * selection", downloads of one photo and of all; no axe-core violation and no sideways scrolling
 * at 320 to 1280 px, light and dark.
 */

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const LINK_PASSWORD = "for the clients";
const WIDTHS = [320, 390, 768, 1280];
const withJs = () => test.info().project.name === "js";

let context: APIRequestContext;
let url = "";
let photographer = "";
/** The collection's photos in its order. */
let order: SeededPhoto[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  context = await playwrightRequest.newContext({ baseURL });
  const who = await seedPhotographer(context);
  photographer = "Iris Hale";
  const created = await context.post("/api/collections", {
    data: { title: "Hale family portraits", visibility: "private" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  order = [who.photos[2]!, who.photos[0]!, who.photos[3]!];
  await context.put(`/api/collections/${id}/photos`, {
    data: { photoIds: order.map((photo) => photo.id) },
  });
  const link = await context.post(`/api/collections/${id}/links`, {
    data: {
      label: "Family",
      password: LINK_PASSWORD,
      downloads: "web",
      favourites: true,
      favouritesLimit: 2,
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  url = ((await link.json()) as { url: string }).url;
});

test.afterAll(async () => {
  await context?.dispose();
});

async function unlock(page: Page) {
  await page.goto(url);
  await page.getByLabel("Password").fill(LINK_PASSWORD);
  await page.getByRole("button", { name: "View the gallery" }).click();
  await expect(page.getByRole("heading", { name: "Hale family portraits" })).toBeVisible();
}

async function becomeGuest(page: Page) {
  await page.goto(`${url}/selection`);
  await page.getByLabel("Your name").fill("Bo Hale");
  await page.getByLabel("Your email").fill("bo@example.test");
  await page.getByRole("button", { name: "Start choosing" }).click();
  await expect(page.getByText("Choosing as")).toContainText("Bo Hale");
}

/** Clicks a control of a fetcher form; with JavaScript, checks that the page did not reload. */
async function clickWithoutReload(page: Page, button: ReturnType<Page["getByRole"]>) {
  if (!withJs()) {
    await button.click();
    return;
  }
  await untilHydrated(button);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await button.click();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
}

test("the password page refuses a wrong password and opens the gallery with the right one", async ({
  page,
}) => {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "This gallery is protected" })).toBeVisible();
  if (withJs()) await expectNoAxeViolations(page);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "View the gallery" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await page.getByLabel("Password").fill(LINK_PASSWORD);
  await page.getByRole("button", { name: "View the gallery" }).click();
  await expect(page.getByRole("heading", { name: "Hale family portraits" })).toBeVisible();
  await expect(page.getByText(`Shared by ${photographer}`)).toBeVisible();
});

test("a photo opens the lightbox, or without JavaScript its own page", async ({ page }) => {
  await unlock(page);
  const first = page.locator(`main a[href="${url}/photos/${order[0]!.id}"]`).first();
  if (withJs()) {
    await untilHydrated(first);
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    return;
  }
  await first.click();
  await expect(page).toHaveURL(`${baseURL}${url}/photos/${order[0]!.id}`);
  await expect(page.getByText("Photo 1 of 3")).toBeVisible();
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order[1]!.title);
});

test("a guest names themself, marks favourites up to the limit, comments and sends", async ({
  page,
}) => {
  await unlock(page);
  await page.getByRole("link", { name: "Choose favourites" }).click();
  await expect(page.getByText(`so ${photographer} knows whose favourites these are`)).toBeVisible();
  await becomeGuest(page);
  await expect(page.getByText("0 of 2 chosen")).toBeVisible();

  // From the contact sheet.
  await clickWithoutReload(
    page,
    page.getByRole("button", { name: `Favourite: ${order[0]!.title}` }),
  );
  await expect(page.getByText("1 of 2 chosen")).toBeVisible();

  // From the photo's own page (the lightbox without JavaScript).
  await page.goto(`${url}/photos/${order[1]!.id}`);
  const heart = page.getByRole("button", { name: "Favourite", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await clickWithoutReload(page, heart);
  await expect(page.getByText("2 of 2 chosen")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel(`Comment for ${photographer}`).fill("Warmer, please");
  await clickWithoutReload(page, page.getByRole("button", { name: "Save comment" }));
  if (withJs()) await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // The third is refused and nothing changes.
  await page.goto(`${url}/selection`);
  await clickWithoutReload(
    page,
    page.getByRole("button", { name: `Favourite: ${order[2]!.title}` }),
  );
  await expect(
    page.getByText("You have chosen as many as this gallery allows.").first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText("2 of 2 chosen")).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: `Comment for ${photographer}` }).nth(1),
  ).toHaveValue("Warmer, please");
  if (withJs()) await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send my selection" }).click();
  await expect(page.getByText("Your selection was sent.")).toBeVisible();
});

test("the gallery's grid and lightbox have a heart: marked without a reload, or by a plain post back to the gallery", async ({
  page,
}) => {
  await unlock(page);
  const heartOf = (photo: SeededPhoto) =>
    page.getByRole("button", { name: `Favourite: ${photo.title}`, exact: true });
  // Before the guest says who they are, a heart leads to the form that asks.
  await page
    .getByRole("link", { name: `Favourite: ${order[0]!.title} (say who you are first)` })
    .click();
  await expect(page).toHaveURL(`${baseURL}${url}/selection`);
  await becomeGuest(page);
  await page.goto(url);
  await expect(page.getByText("0 of 2 chosen")).toBeVisible();

  // From the grid.
  const first = heartOf(order[0]!);
  await expect(first).toHaveAttribute("aria-pressed", "false");
  await clickWithoutReload(page, first);
  await expect(page).toHaveURL(`${baseURL}${url}`);
  await expect(page.getByText("1 of 2 chosen")).toBeVisible();
  await expect(heartOf(order[0]!)).toHaveAttribute("aria-pressed", "true");

  if (withJs()) {
    // From the lightbox, then the limit refused there.
    const link = page.locator(`main a[href="${url}/photos/${order[1]!.id}"]`).first();
    await untilHydrated(link);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await link.click();
    const dialog = page.getByRole("dialog");
    const inViewer = dialog.getByRole("button", { name: `Favourite: ${order[1]!.title}` });
    await inViewer.click();
    await expect(page.getByText("2 of 2 chosen")).toBeVisible();
    await expect(inViewer).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await dialog.getByRole("button", { name: `Favourite: ${order[2]!.title}` }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "You have chosen as many as this gallery allows. Remove a favourite to choose this one.",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(heartOf(order[1]!)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("2 of 2 chosen")).toBeVisible();
  } else {
    await heartOf(order[1]!).click();
    await expect(page.getByText("2 of 2 chosen")).toBeVisible();
    await heartOf(order[2]!).click();
    await expect(page).toHaveURL(`${baseURL}${url}?notice=limit`);
    await expect(page.getByRole("alert")).toHaveText(
      "You have chosen as many as this gallery allows. Remove a favourite to choose this one.",
    );
  }
  // Kept: the gallery loaded again shows the same.
  await page.goto(url);
  await expect(page.getByText("2 of 2 chosen")).toBeVisible();
  await expect(heartOf(order[1]!)).toHaveAttribute("aria-pressed", "true");
  await expect(heartOf(order[2]!)).toHaveAttribute("aria-pressed", "false");
  if (withJs()) await expectNoAxeViolations(page);
});

test("downloads one photo and all of them", async ({ page }) => {
  await unlock(page);
  const all = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all (web size)" }).click();
  expect((await all).suggestedFilename()).toMatch(/\.zip$/);
  await page.goto(`${url}/photos/${order[0]!.id}`);
  const one = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download this photo" }).click();
  expect((await one).suggestedFilename()).toMatch(/\.jpe?g$/);
});

test("no axe-core violation on the gallery and a photo's page", async ({ page }) => {
  await unlock(page);
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await page.goto(`${url}/photos/${order[0]!.id}`, { waitUntil: "networkidle" });
  await expectNoAxeViolations(page);
});

test("no sideways scrolling at 320 to 1280 px, light and dark", async ({ page }) => {
  test.setTimeout(90_000);
  await unlock(page);
  await becomeGuest(page);
  const problems: string[] = [];
  for (const theme of withJs() ? ["light", "dark"] : ["light"]) {
    if (theme === "dark")
      await page.addInitScript(() => localStorage.setItem("viewfinder-theme", "dark"));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [url, `${url}/selection`, `${url}/photos/${order[1]!.id}`]) {
        await page.goto(path, { waitUntil: "networkidle" });
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (wide > 0) problems.push(`${path} at ${width} px ${theme}: ${wide} px too wide`);
      }
    }
  }
  expect(problems).toEqual([]);
});

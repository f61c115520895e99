import { expect, request as playwrightRequest, test } from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { runningCarousel, untilHydrated } from "./helpers";
import { seedPhotographer } from "./photographer";
import { expectShortContactMessages, sendTooShortContact } from "./short-contact";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let photographer: Awaited<ReturnType<typeof seedPhotographer>>;

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  photographer = await seedPhotographer(context);
  await context.dispose();
});

test("a visitor browses a portfolio, switches category and steps through photo pages", async ({
  page,
}) => {
  await page.goto(`/${photographer.username}`);
  await expect(page.locator(".template-classic")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Featured Work/i })).toBeVisible();
  await expect(page.getByAltText("Quiet Meadow").first()).toBeAttached();

  await page.getByRole("link", { name: "Macro", exact: true }).first().click();
  await expect(page).toHaveURL(/featured=macro/);
  await expect(page.getByRole("heading", { name: "Macro" })).toBeVisible();
  await expect(page.getByAltText("Petal Study").first()).toBeAttached();
  await expect(page.getByAltText("Quiet Meadow")).toHaveCount(0);

  // Every photo has its own page with previous/next (the lightbox without JavaScript).
  await page.goto(`/${photographer.username}`);
  const photoPage = `/${photographer.username}/photos/${photographer.photos[0]!.id}`;
  await page.goto(photoPage);
  await expect(page.getByText(/^\d \/ 4$/)).toBeVisible();
  const first = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("link", { name: "Next photo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(first!);
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    // A public photo's image is served under its publication key (docs/product.md#image-pipeline).
    /\/media\/p\//,
  );
});

test("the home gallery shows public work and its category filter works without scripts too", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Featured Work/i })).toBeVisible();
  await page.goto("/?featured=landscape");
  await expect(page.getByRole("heading", { name: "Landscape" })).toBeVisible();
  await page.goto("/?featured=all");
  await expect(page).toHaveURL(/\/$/);
  const photoLink = page.locator('a[href^="/photos/"]').first();
  await photoLink.click({ modifiers: [] });
  await expect(page.getByText(/^\d+ \/ \d+$/).first()).toBeVisible();
});

for (const templateId of ["classic", "epic", "monochrome", "monochrome-white"]) {
  test(`a portfolio renders in the ${templateId} template`, async ({ page }) => {
    const context = await playwrightRequest.newContext({ baseURL });
    const owner = await seedPhotographer(context, templateId);
    await context.dispose();
    const response = await page.goto(`/${owner.username}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(`.template-${templateId}`)).toBeVisible();
    await expect(page.getByAltText("Dunes at Dusk").first()).toBeAttached();
    const about = page.getByRole("heading", { name: "About Me" });
    if (templateId === "classic") await expect(about).toBeVisible();
    else await expect(about).toHaveCount(0);
  });
}

test("a visitor sends a contact message the admin can read; a bot is refused", async ({ page }) => {
  await page.goto(`/${photographer.username}#contact`);
  const form = page.locator("form.vf-contact-form");
  await form.getByLabel("Name").fill("Vi Sitor");
  await form.getByLabel("Email").fill("vi@example.test");
  const subject = `Print enquiry ${Date.now()}`;
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Do you sell prints of the dunes?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  // A bot fills the hidden field: refused, nothing stored.
  const bot = await page.request.post(`/${photographer.username}`, {
    form: {
      name: "Bot",
      email: "bot@example.test",
      subject: "Spam spam",
      message: "Buy cheap things now",
      honeypot: "x",
    },
  });
  expect(bot.status()).toBe(400);

  const adminContext = await playwrightRequest.newContext({ baseURL });
  await adminContext.post("/login", {
    form: { name__confirm: "", email: ADMIN.email, password: ADMIN.password },
  });
  const messages = await (await adminContext.get("/api/messages")).json();
  expect(messages.map((m: { subject: string }) => m.subject)).toContain(subject);
  expect(messages.map((m: { name: string }) => m.name)).not.toContain("Bot");
  await adminContext.dispose();
});

test("short contact fields get the spec's messages", async ({ page }) => {
  await page.goto(`/${photographer.username}#contact`);
  await sendTooShortContact(page);
  await expectShortContactMessages(page);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the lightbox needs JavaScript");

  test("the lightbox opens in place and answers its keys", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${photographer.username}`);
    await runningCarousel(page);
    await untilHydrated(page.locator(`a[href*="/photos/"]`).nth(1));
    await page.locator(`a[href*="/photos/"]`).nth(1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${photographer.username}$`));
    await expect(
      dialog.getByText("Press ESC to close • ← → to navigate • I for info"),
    ).toBeVisible();
    const counter = dialog.locator(".vf-lightbox__counter");
    const start = await counter.textContent();
    await page.keyboard.press("ArrowRight");
    await expect(counter).not.toHaveText(start!);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(start!);
    await page.keyboard.press("i");
    await expect(dialog.getByRole("complementary", { name: "Photo information" })).toBeVisible();
    await page.keyboard.press("I");
    await expect(dialog.getByRole("complementary", { name: "Photo information" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("the lightbox wraps around at both ends", async ({ page }) => {
    await page.goto(`/${photographer.username}`);
    await runningCarousel(page);
    await untilHydrated(page.locator(`a[href*="/photos/"]`).first());
    await page.locator(`a[href*="/photos/"]`).first().click();
    const counter = page.getByRole("dialog").locator(".vf-lightbox__counter");
    const [, total] = (await counter.textContent())!.split(" / ");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(new RegExp(`^${total} / ${total}$`));
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(new RegExp(`^1 / ${total}$`));
  });
});

test("visits are counted without cookies and shown to the admin", async ({ page, browser }) => {
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await visit.goto(`/${photographer.username}`);
  await visit.goto(`/${photographer.username}/photos/${photographer.photos[0]!.id}`);
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/dashboard");
  await expect(page.getByText(/^Page views \(\d+\)$/)).toBeVisible();
  await expect(page.locator(`a[href="/${photographer.username}"]`)).toBeVisible();

  // The photographer sees their own counts on the account page.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(photographer.email);
  await page.getByLabel("Password").fill(photographer.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account?tab=photos");
  await expect(page.getByText("Portfolio views")).toBeVisible();
  await expect(page.getByText(/^Dunes at Dusk: \d+$/)).toBeVisible();
});

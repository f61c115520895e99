import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { runningCarousel } from "./helpers";
import { seedPhotographer } from "./photographer";

// ADR 30: the parts of a public page below its first screen keep the server's HTML and load their
// code when they come into view or the visitor reaches for them. Without JavaScript they are the
// same HTML, and work as such.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let username = "";

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  username = (await seedPhotographer(context)).username;
  await context.dispose();
});

/** The on-demand files a page has fetched so far (the gallery's, the contact section's, the
 * template's sections, the hero's banner). */
function onDemandScripts(page: Page) {
  const loaded: string[] = [];
  page.on("request", (request) => {
    const name = /\/build\/_shared\/([a-z-]+)-[A-Z0-9]+\.js$/.exec(request.url())?.[1];
    if (name && /^(gallery-code|gallery-extras-code|contact-code|hero-code|sections)$/.test(name))
      loaded.push(name);
  });
  return loaded;
}

/** JavaScript errors of the page, React's hydration errors among them. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

async function fillContact(page: Page, typed: { name: string; message: string }) {
  const form = page.locator("form.vf-contact-form");
  await form.getByLabel("Name").click();
  await page.keyboard.type(typed.name);
  await form.getByLabel("Email").click();
  await page.keyboard.type("vi@example.test");
  await form.getByLabel("Subject").click();
  await page.keyboard.type(`Prints ${Date.now()}`);
  await form.getByLabel("Message").click();
  await page.keyboard.type(typed.message);
  return form;
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the parts' code is JavaScript");

  test("a first visit loads no part below the first screen; scrolling to the gallery runs it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const loaded = onDemandScripts(page);
    const errors = pageErrors(page);
    await page.goto(`/${username}`, { waitUntil: "networkidle" });
    expect(loaded).toEqual([]);
    // The server's HTML is all there: the carousel's plain list, the grid, the contact form.
    await expect(page.locator(".vf-carousel--list")).toHaveCount(1);
    await expect(page.locator("form.vf-contact-form")).toHaveCount(1);

    const carousel = await runningCarousel(page);
    await expect(carousel.getByRole("button", { name: "Next photo" })).toBeVisible();
    expect(loaded).toContain("sections");
    expect(loaded).toContain("gallery-code");
    expect(loaded).not.toContain("contact-code");
    expect(errors).toEqual([]);
  });

  test("what is typed into the contact form before its code arrives stays, and it is sent", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = pageErrors(page);
    // The contact section's code takes its time: the visitor types and sends before it is here.
    let contactCode = 0;
    await page.route(/\/build\/_shared\/contact-code-[A-Z0-9]+\.js$/, async (route) => {
      contactCode++;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.goto(`/${username}`);
    // The page runs (React has taken over its top bar); the contact form is not running yet.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__react")),
    );
    expect(contactCode).toBe(0);

    const form = await fillContact(page, { name: "Vi Sitor", message: "Typed before the code." });
    // Asked for once the form came into view, not with the page.
    await expect.poll(() => contactCode).toBe(1);
    await expect(form.getByLabel("Name")).toHaveValue("Vi Sitor");
    await form.getByRole("button", { name: "Send Message" }).click();

    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(notifications.getByText("Message Sent!", { exact: true })).toBeVisible({
      timeout: 10_000,
    });
    // Sent in place, as the form does with JavaScript: the page stayed, the form is empty.
    expect(new URL(page.url()).pathname).toBe(`/${username}`);
    await expect(form.getByLabel("Message")).toHaveValue("");
    expect(errors).toEqual([]);
  });
});

test("without JavaScript the contact form posts and the page says it was sent", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the form is sent in place (above)");
  await page.goto(`/${username}`);
  const form = await fillContact(page, { name: "Vi Sitor", message: "Sent without scripts." });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status").getByText("Message Sent!")).toBeVisible();
});

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { completeOnboarding, newIdentity, signIn, signUp } from "./helpers";
import { seedPhotographer } from "./photographer";

// A page that logs an error (React's hydration mismatches among them) is a defect even when it
// looks right: the browser's console must stay clean on every main page, signed out and in.
// Without JavaScript nothing hydrates, but anything the page itself logs still counts.

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let photographer: Awaited<ReturnType<typeof seedPhotographer>>;

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  photographer = await seedPhotographer(context);
  await context.dispose();
});

/** Every console error and uncaught exception of the page, as text. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  let documentStatus = 0;
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      documentStatus = response.status();
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    // The only error allowed: Chromium reports the document's own deliberate 404/410 status
    // (a not-found page) as a failed resource. Anything else failing to load still counts.
    if (
      (documentStatus === 404 || documentStatus === 410) &&
      /^Failed to load resource: the server responded with a status of (404|410)/.test(text)
    )
      return;
    errors.push(`${page.url()}: ${text}`);
  });
  /** Opens a page, waits until it is hydrated and quiet, and returns its status. */
  const visit = async (path: string) => {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    // Hydration's recoverable errors are reported once React is idle, after the last chunk.
    await page.waitForTimeout(300);
    return response?.status() ?? 0;
  };
  return { errors, visit };
}

/** A width where the wide nav (and its theme control) shows, and one where the menu does. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("signed-out pages and not-found pages log no errors", async ({ page }) => {
      const { errors, visit } = collectErrors(page);
      const photo = photographer.photos[0]!.id;
      expect(await visit("/")).toBe(200);
      expect(await visit(`/${photographer.username}`)).toBe(200);
      expect(await visit(`/${photographer.username}/photos/${photo}`)).toBe(200);
      expect(await visit("/login")).toBe(200);
      expect(await visit("/signup")).toBe(200);
      expect(await visit("/no-such-user")).toBe(404);
      expect(await visit("/no/such/page")).toBe(404);
      expect(errors).toEqual([]);
    });

    test("a new photographer's onboarding and signed-in pages log no errors", async ({ page }) => {
      const { errors, visit } = collectErrors(page);
      const who = newIdentity("quiet");
      await signUp(page, who.email, who.password);
      expect(await visit("/onboarding")).toBe(200);
      await completeOnboarding(page, who);
      for (const path of [
        "/",
        "/account",
        "/account/messages",
        "/account?tab=portfolio",
        "/account/template-preview/epic",
        "/my-photos",
        "/my-photos?upload=true",
        `/${who.username}`,
      ])
        expect(await visit(path)).toBe(200);
      expect(await visit("/no-such-user")).toBe(404);
      expect(await visit("/no/such/page")).toBe(404);
      expect(errors).toEqual([]);
    });

    test("the admin dashboard's tabs log no errors", async ({ page }) => {
      const { errors, visit } = collectErrors(page);
      await signIn(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      for (const tab of [
        "",
        "/users",
        "/featured-photos",
        "/hero-banners",
        "/messages",
        "/bulk-upload",
        "/storage-analytics",
        "/object-storage",
        "/ai-insights",
        "/settings",
      ])
        expect(await visit(`/admin/dashboard${tab}`)).toBe(200);
      expect(errors).toEqual([]);
    });
  });
}

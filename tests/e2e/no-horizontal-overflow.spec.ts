import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { ADMIN, E2E_PORT } from "./env";
import { newIdentity, signIn } from "./helpers";
import { seedPhotographer } from "./photographer";

/**
 * No page may be wider than the screen it is shown on: a visitor on a phone must never scroll
 * sideways, and nothing may stick out of its card. Every page is walked at these widths.
 */
const WIDTHS = [320, 390, 768, 1280];
const TEMPLATES = ["classic", "epic", "monochrome", "monochrome-white"];
const ADMIN_TABS = [
  "",
  "/users",
  "/messages",
  "/hero-banners",
  "/featured-photos",
  "/ai-insights",
  "/storage-analytics",
  "/object-storage",
  "/settings",
  "/bulk-upload",
];

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let photographerRequest: APIRequestContext;
let photographer: Awaited<ReturnType<typeof seedPhotographer>>;

test.beforeAll(async () => {
  photographerRequest = await playwrightRequest.newContext({ baseURL });
  photographer = await seedPhotographer(photographerRequest);
});

test.afterAll(async () => {
  await photographerRequest.dispose();
});

/**
 * What sticks out past the right edge at the current size: the document itself, and every
 * visible element whose box ends past the edge without a scrolling or clipping ancestor to
 * hold it. Only the outermost offender of a branch is named, by a short CSS path.
 */
function findOverflow() {
  const width = window.innerWidth;
  const found: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) found.push(`document is ${scrollWidth}px wide`);

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join("");
    return `${element.tagName.toLowerCase()}${id}${classes}`;
  };
  const path = (element: Element) => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
      if (at === document.body) break;
      parts.unshift(describe(at));
    }
    return parts.join(" > ");
  };
  const heldByAncestor = (element: Element) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      if (getComputedStyle(at).overflowX !== "visible") return true;
    }
    return false;
  };

  const offenders = new Set<Element>();
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    // Nothing drawn, or a 1 px screen-reader-only label.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right <= width + 0.5) continue;
    if (getComputedStyle(element).visibility === "hidden") continue;
    if (heldByAncestor(element)) continue;
    offenders.add(element);
  }
  for (const element of offenders) {
    if (element.parentElement && offenders.has(element.parentElement)) continue;
    const right = Math.round(element.getBoundingClientRect().right);
    found.push(`${path(element)} reaches ${right}px`);
  }
  return found;
}

/** Opens `path` and checks it at every width; problems are collected, not thrown, so one run names them all. */
async function walk(page: Page, path: string, problems: string[]) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  // With JavaScript the page hydrates and may lay itself out again; give it the chance.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  for (const width of WIDTHS) {
    // Reading boxes lays the page out again at the new size, with or without JavaScript.
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await page.evaluate(findOverflow)) {
      problems.push(`${path} at ${width}px: ${problem}`);
    }
  }
}

async function signedInAs(context: BrowserContext, request: APIRequestContext) {
  await context.addCookies((await request.storageState()).cookies);
}

test("public pages fit every screen from 320 to 1280 px", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const [first] = photographer.photos;
  for (const templateId of TEMPLATES) {
    const chosen = await photographerRequest.post("/api/user/template", { data: { templateId } });
    expect(chosen.status()).toBe(200);
    // The portfolio page holds the about and contact sections of each template.
    await walk(page, `/${photographer.username}`, problems);
  }
  for (const path of [
    "/",
    `/${photographer.username}/photos/${first!.id}`,
    `/photos/${first!.id}`,
    "/login",
    "/signup",
    "/forgot-password",
    "/no/such/page",
  ]) {
    await walk(page, path, problems);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("onboarding fits every screen, with the name fields inside the card", async ({
  page,
  context,
}) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const who = newIdentity("wide");
  const signUp = await request.post("/signup", {
    form: {
      name__confirm: "",
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
    },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  await signedInAs(context, request);
  await request.dispose();

  const problems: string[] = [];
  await walk(page, "/onboarding", problems);
  expect(problems, problems.join("\n")).toEqual([]);

  // Inside the card, not merely inside the screen: 'Last name' stuck out of it on a desktop.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const card = await page.locator(".auth-card").boundingBox();
    for (const label of ["First name", "Last name", "Username"]) {
      const field = await page.getByLabel(label).boundingBox();
      expect(field!.x + field!.width, `${label} at ${width}px`).toBeLessThanOrEqual(
        card!.x + card!.width,
      );
    }
  }
});

test("the photographer's own pages and dialogs fit every screen", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInAs(context, photographerRequest);
  const [first] = photographer.photos;
  const problems: string[] = [];
  for (const path of [
    "/account?tab=photos",
    "/account?tab=profile",
    "/account?tab=portfolio",
    "/account?tab=settings",
    "/account/template-preview/epic",
    "/account/messages",
    "/my-photos",
    "/my-photos?upload=true",
    `/my-photos?edit=${first!.id}`,
    `/my-photos?delete=${first!.id}`,
    "/my-photos?categories=1",
  ]) {
    await walk(page, path, problems);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("every admin dashboard tab fits every screen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const problems: string[] = [];
  for (const tab of ADMIN_TABS) {
    await walk(page, `/admin/dashboard${tab}`, problems);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

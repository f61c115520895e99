import { expect, type Locator, type Page } from "@playwright/test";

let counter = 0;

/** A unique, valid identity per call, so tests never collide across the two projects. */
export function newIdentity(prefix: string) {
  const tag = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    email: `${tag}@example.test`,
    password: "correct-horse-42",
    username: tag,
    first: "Ada",
    last: "Lens",
  };
}

export async function signUp(page: Page, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

export async function completeOnboarding(
  page: Page,
  who: { first: string; last: string; username: string },
) {
  await page.getByLabel("First name").fill(who.first);
  await page.getByLabel("Last name").fill(who.last);
  await page.getByLabel("Username").fill(who.username);
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A signed-in, onboarded user. */
export async function newUser(page: Page, prefix = "user") {
  const who = newIdentity(prefix);
  await signUp(page, who.email, who.password);
  await completeOnboarding(page, who);
  return who;
}

export async function signOut(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole("navigation", { name: "Main" });
  // A link to /api/logout, or on the account page a button posting to /api/auth/logout.
  await nav
    .getByRole("link", { name: "Sign Out" })
    .or(nav.getByRole("button", { name: "Sign Out" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A portfolio's featured carousel once it runs with JavaScript. The galleries start with the
 * visitor's first move (ADR 49): it is scrolled to and the pointer brought over it, as a visitor
 * does, and its arrows show it runs.
 */
export async function runningCarousel(page: Page) {
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  // A visitor's pointer keeps moving: a single move may come before the page's code has.
  await expect(async () => {
    await page.mouse.move(1, 1);
    await page.locator(".vf-carousel").hover();
    await expect(carousel).toBeVisible({ timeout: 1000 });
  }).toPass();
  return carousel;
}

/**
 * Waits until React owns `target` (its props are on the element): a click or key press before
 * that is the page without JavaScript (a link opens its own page), and parts below a public
 * page's first screen hydrate only when they come into view (ADR 30), the galleries with the
 * visitor's first move (ADR 49): it is scrolled to and the pointer moved, as a visitor does.
 */
export async function untilHydrated(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const mouse = target.page().mouse;
  await expect
    .poll(async () => {
      // The pointer moves on, as a visitor's does: one move may come before the page's code.
      await mouse.move(1, 1);
      await mouse.move(2, 2);
      return target.evaluate((element) =>
        Object.keys(element).some((k) => k.startsWith("__reactProps")),
      );
    })
    .toBe(true);
}

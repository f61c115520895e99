import { readFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { E2E_PORT } from "./env";
import { untilHydrated } from "./helpers";
import { signUpPhotographer } from "./photographer";

/**
 * Visitors find the photographers from the home page: a section lists each one with public
 * photos (name, tagline, count, link to the portfolio), and every photo of the home gallery says
 * whose it is, "by" its photographer, linked to their portfolio (in the lightbox too).
 */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const FIXTURES = path.resolve("app/images/__fixtures__");

/** Uploads a photo through the real call; published and featured (the home gallery shows the
 * featured ones) unless it is to stay private. */
async function addPhoto(request: APIRequestContext, file: string, title: string, isPublic = true) {
  const upload = await request.post("/api/photos/upload", {
    multipart: {
      image: {
        name: file,
        mimeType: "application/octet-stream",
        buffer: readFileSync(path.join(FIXTURES, file)),
      },
      title,
      category: "landscape",
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = await upload.json();
  if (!isPublic) return;
  await request.post(`/api/user/photos/${id}/public`, { data: { isPublic: true } });
  await request.post(`/api/user/photos/${id}/featured`, { data: { featured: true } });
}

interface Seeded {
  username: string;
  name: string;
  lastName: string;
  tagline: string;
}
const seeded: Seeded[] = [];
let hidden: Seeded;
/** The first photographer's session, to change their profile. */
let first: APIRequestContext;

test.beforeAll(async () => {
  const people = [
    { firstName: "Wren", lastName: "Okafor", tagline: "Tides and harbours", photos: 2 },
    { firstName: "Juno", lastName: "Varga", tagline: "City light at night", photos: 3 },
  ];
  for (const { photos, ...profile } of people) {
    const request = await playwrightRequest.newContext({ baseURL });
    const { username } = await signUpPhotographer(request, "cred", profile);
    const files = ["canon-gps.jpg", "storm-rotated.jpg", "meadow.png"];
    for (let i = 0; i < photos; i++) await addPhoto(request, files[i]!, `${profile.lastName} ${i}`);
    seeded.push({ username, name: `${profile.firstName} ${profile.lastName}`, ...profile });
    if (seeded.length === 1) first = request;
    else await request.dispose();
  }
  const request = await playwrightRequest.newContext({ baseURL });
  const profile = { firstName: "Pia", lastName: "Lund", tagline: "Nothing shown yet" };
  const { username } = await signUpPhotographer(request, "cred", profile);
  await addPhoto(request, "flower.webp", "Unpublished", false);
  hidden = { username, name: "Pia Lund", ...profile };
  await request.dispose();
});

test.afterAll(async () => {
  await first.dispose();
});

test("the home page lists photographers with public photos, and only them", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Photographers" });
  await section.scrollIntoViewIfNeeded();
  for (const [who, count] of [
    [seeded[0]!, "2 photos"],
    [seeded[1]!, "3 photos"],
  ] as const) {
    const card = section.locator(`a[href="/${who.username}"]`);
    await expect(card).toContainText(who.name);
    await expect(card).toContainText(who.tagline);
    await expect(card).toContainText(count);
  }
  await expect(section.locator(`a[href="/${hidden.username}"]`)).toHaveCount(0);
  // Not among the rest either.
  await page.goto("/?photographers=all#photographers");
  await expect(page.locator(`#photographers a[href="/${seeded[0]!.username}"]`)).toHaveCount(1);
  await expect(page.locator(`#photographers a[href="/${hidden.username}"]`)).toHaveCount(0);

  // A profile change shows at once: the page kept in the public page cache makes way for it.
  const tagline = `Harbours at dawn ${Date.now()}`;
  const changed = await first.put("/api/profile", { data: { tagline } });
  expect(changed.status()).toBe(200);
  await page.goto("/");
  await expect(page.locator(`#photographers a[href="/${seeded[0]!.username}"]`)).toContainText(
    tagline,
  );

  await page.locator(`#photographers a[href="/${seeded[1]!.username}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${seeded[1]!.username}$`));
  await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(/Juno Varga/i);
});

test("each home gallery photo credits its photographer, in the lightbox too", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  const who = seeded[0]!;
  // By their address: both projects seed a "Wren Okafor".
  const credit = page
    .locator(".vf-masonry .vf-credit")
    .filter({ has: page.locator(`a[href="/${who.username}"]`) })
    .first();
  await credit.scrollIntoViewIfNeeded();
  await expect(credit).toHaveText(`by ${who.name}`);
  await expect(credit.getByRole("link", { name: who.name })).toHaveAttribute(
    "href",
    `/${who.username}`,
  );
  // The photo above this credit is one of theirs (their titles carry their last name).
  const card = credit.locator("xpath=..");
  await expect(card.locator('a[href*="/photos/"]')).toHaveCount(1);
  await expect(card.locator('a[href*="/photos/"]')).toContainText(who.lastName);
  // The featured carousel's photos too.
  const slideCredit = page.locator(".vf-carousel .vf-carousel__credit").first();
  await expect(slideCredit).toHaveText(/^by \S/);
  await expect(slideCredit.getByRole("link")).toHaveAttribute("href", /^\/[\w.-]+$/);

  if (javaScriptEnabled) {
    await untilHydrated(card.locator('a[href*="/photos/"]'));
    await card.locator('a[href*="/photos/"]').click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(".vf-lightbox__caption")).toContainText(`by ${who.name}`);
    await expect(dialog.getByRole("link", { name: who.name })).toHaveAttribute(
      "href",
      `/${who.username}`,
    );
  }
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { newUser } from "./helpers";
import { signUpPhotographer } from "./photographer";

/**
 * docs/product.md#my-photos "Collections tab" and docs/product.md#arranging-photos: a collection
 * made, filled from the table, arranged by mouse, keyboard and the "Move to position" form, the
 * portfolio arranged, and the upload dialog's collections; each checked in the public JSON.
 */
const FIXTURE = path.resolve("app/images/__fixtures__/canon-gps.jpg");
// Another file for the dialog: the same one again would be flagged as a duplicate (ADR 44).
const NEW_PHOTO = path.resolve("app/images/__fixtures__/storm-rotated.jpg");
const withJs = () => test.info().project.name === "js";

const dialog = (page: Page, name: string) =>
  withJs() ? page.getByRole("dialog", { name }) : page.getByRole("region", { name });
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

async function uploadPublic(page: Page, title: string) {
  const upload = await page.request.post("/api/photos/upload", {
    multipart: {
      image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: readFileSync(FIXTURE) },
      title,
      category: "landscape",
      imageType: "photo",
    },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const shown = await page.request.post(`/api/user/photos/${id}/public`, {
    data: { isPublic: true },
  });
  expect(shown.status()).toBe(200);
  return id;
}

/** The titles of a public JSON list, in its order. */
async function titles(page: Page, url: string): Promise<string[]> {
  const response = await page.request.get(url);
  if (!response.ok()) return [];
  const body = (await response.json()) as { photos?: { title: string }[] } | { title: string }[];
  return (Array.isArray(body) ? body : (body.photos ?? [])).map((photo) => photo.title);
}

const arrangedTitles = (page: Page) =>
  page.locator(".mp-arrange-list .mp-arrange-title").allInnerTexts();

/** Moves `list` item `from` to `to` (positions from 1) as a visitor's mouse does. */
async function dragByMouse(page: Page, from: number, to: number) {
  const items = page.locator(".mp-arrange-list > li");
  const handle = items.nth(from - 1).locator(".mp-drag-handle");
  const start = (await handle.boundingBox())!;
  const target = (await items.nth(to - 1).boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + start.height / 2 + 8, { steps: 4 });
  const below = to > from ? 0.7 : 0.3;
  await page.mouse.move(x, target.y + target.height * below, { steps: 20 });
  await page.mouse.up();
}

/** Space, arrows, Space on the photo's handle (dnd-kit's KeyboardSensor). */
async function moveByKeyboard(
  page: Page,
  handle: Locator,
  key: "ArrowUp" | "ArrowDown",
  times: number,
) {
  await handle.focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < times; i++) {
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
}

/** "Move to position": with JavaScript saved through the API, without it posted to the page. */
async function moveToPosition(page: Page, title: string, position: number) {
  await page.getByLabel(`Position of ${title}`).fill(String(position));
  await page.getByRole("button", { name: `Move ${title} to this position` }).click();
  await expect(toastText(page, "Order saved")).toBeVisible();
}

test.describe("Collections in My Photos", () => {
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

  test("make a collection, fill it from the table, arrange it, arrange the portfolio, upload into it", async ({
    page,
  }) => {
    const who = await newUser(page, "col");
    for (const title of ["Alpha", "Bravo", "Charlie"]) await uploadPublic(page, title);

    // The Collections tab starts empty; a collection without a title is refused by the server.
    await page.goto("/my-photos");
    await page
      .getByRole("navigation", { name: "Account sections" })
      .getByRole("link", { name: "Collections" })
      .click();
    await expect(page).toHaveURL(/\/my-photos\/collections$/);
    await expect(page.getByRole("heading", { name: "No collections yet" })).toBeVisible();
    await page.getByRole("link", { name: "New Collection" }).first().click();
    const create = dialog(page, "New Collection");
    await create.getByRole("button", { name: "Create Collection" }).click();
    await expect(page.getByText("Collection title is required.")).toBeVisible();
    await dialog(page, "New Collection").getByLabel("Title").fill("Harbour Series");
    await dialog(page, "New Collection")
      .getByLabel("Visibility")
      .selectOption({ label: "Public: On your portfolio for everyone" });
    await dialog(page, "New Collection").getByRole("button", { name: "Create Collection" }).click();
    await expect(toastText(page, "Collection created")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Harbour Series" });
    await expect(row).toContainText("Public");
    await expect(row).toContainText("0");

    // Three photos ticked in the table join it.
    await page.goto("/my-photos");
    for (const title of ["Alpha", "Bravo", "Charlie"]) {
      await page.getByRole("checkbox", { name: `Select ${title}` }).check();
    }
    await page.getByLabel("Add the selected photos to").selectOption({ label: "Harbour Series" });
    await page.getByRole("button", { name: "Add to collection" }).click();
    await expect(toastText(page, "Added to collection")).toBeVisible();
    const collectionJson = `/api/portfolio/${who.username}/collections/harbour-series`;
    await expect.poll(() => titles(page, collectionJson).then((t) => t.length)).toBe(3);
    let order = await titles(page, collectionJson);
    expect([...order].sort()).toEqual(["Alpha", "Bravo", "Charlie"]);

    await page.goto("/my-photos/collections");
    await expect(page.getByRole("row").filter({ hasText: "Harbour Series" })).toContainText("3");
    await page.getByRole("link", { name: "Harbour Series", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Harbour Series" })).toBeVisible();
    await expect.poll(() => arrangedTitles(page)).toEqual(order);

    if (withJs()) {
      // By mouse: the first photo dragged to the third place.
      await expect(page.locator(".mp-drag-handle").first()).toBeVisible();
      await dragByMouse(page, 1, 3);
      order = [order[1]!, order[2]!, order[0]!];
      await expect.poll(() => titles(page, collectionJson)).toEqual(order);
      await expect(toastText(page, "Order saved")).toBeVisible();

      // By keyboard: the last photo up two places, announced to screen readers.
      const last = order[2]!;
      await moveByKeyboard(
        page,
        page.getByRole("button", { name: new RegExp(`^Drag ${last},`) }),
        "ArrowUp",
        2,
      );
      order = [last, order[0]!, order[1]!];
      await expect(
        page.locator('[aria-live="assertive"]').getByText(`Moved '${last}' to position 1 of 3.`),
      ).toBeAttached();
      await expect.poll(() => titles(page, collectionJson)).toEqual(order);
      await expect.poll(() => arrangedTitles(page)).toEqual(order);
    }

    // "Move to position": the first photo to the last place.
    const first = order[0]!;
    await moveToPosition(page, first, 3);
    order = [order[1]!, order[2]!, first];
    await expect.poll(() => titles(page, collectionJson)).toEqual(order);
    await expect.poll(() => arrangedTitles(page)).toEqual(order);

    // The portfolio's own order.
    await page.goto("/my-photos");
    await page.getByRole("link", { name: "Arrange Portfolio" }).click();
    await expect(page).toHaveURL(/\/my-photos\/arrange$/);
    const portfolioJson = `/api/portfolio/${who.username}/photos`;
    let portfolio = await titles(page, portfolioJson);
    await expect.poll(() => arrangedTitles(page)).toEqual(portfolio);
    if (withJs()) {
      await expect(page.locator(".mp-drag-handle").first()).toBeVisible();
      await dragByMouse(page, 3, 1);
      portfolio = [portfolio[2]!, portfolio[0]!, portfolio[1]!];
      await expect.poll(() => titles(page, portfolioJson)).toEqual(portfolio);
    }
    const top = portfolio[0]!;
    await moveToPosition(page, top, 2);
    portfolio = [portfolio[1]!, top, portfolio[2]!];
    await expect.poll(() => titles(page, portfolioJson)).toEqual(portfolio);

    // The upload dialog puts the new photo in the ticked collection (none ticked at first).
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    const box = upload.getByRole("checkbox", { name: "Harbour Series" });
    await expect(box).not.toBeChecked();
    await box.check();
    await upload.getByLabel("Title").fill("Delta");
    await upload.getByLabel("Category").selectOption({ label: "Landscape" });
    await upload.getByLabel("Photos").setInputFiles(NEW_PHOTO);
    if (withJs()) {
      await expect(
        upload.getByText(
          /^(Optimised from .+ to .+ \(\d+% smaller\)|Already optimised|Sent as it is)/,
        ),
      ).toBeVisible();
    }
    await upload.getByRole("button", { name: withJs() ? "Upload Photo" : "Upload Photos" }).click();
    await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible({ timeout: 20_000 });
    const mine = (await (await page.request.get("/api/collections")).json()) as {
      id: string;
      photoCount: number;
    }[];
    const collectionId = mine[0]!.id;
    await expect
      .poll(async () => {
        const one = await page.request.get(`/api/collections/${collectionId}`);
        return ((await one.json()) as { photoCount: number }).photoCount;
      })
      .toBe(4);

    // Removing a photo leaves it in My Photos; deleting the collection says its photos stay.
    await page.goto(`/my-photos/collections/${collectionId}`);
    await page.getByRole("button", { name: `Remove ${order[0]} from the collection` }).click();
    await expect(toastText(page, "Removed from collection")).toBeVisible();
    await expect.poll(() => titles(page, collectionJson)).toEqual(order.slice(1));
    await page.getByRole("link", { name: "Delete Collection" }).click();
    const confirm = dialog(page, "Delete Collection");
    await expect(confirm).toContainText("Its 3 photos stay in My Photos");
    await confirm.getByRole("button", { name: "Delete Collection" }).click();
    await expect(toastText(page, "Collection deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No collections yet" })).toBeVisible();
    await page.goto("/my-photos");
    await expect(page.locator('[data-stat="Total Photos"] dd')).toHaveText("4");
  });

  test("several photos uploaded at once all join the ticked collection", async ({ page }) => {
    await newUser(page, "colmany");
    const made = await page.request.post("/api/collections", {
      data: { title: "Meadows", visibility: "private" },
    });
    const { id } = (await made.json()) as { id: string };

    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByRole("checkbox", { name: "Meadows" }).check();
    await upload.getByLabel("Category").selectOption({ label: "Nature" });
    const files = ["meadow.png", "flower.webp", "canon-gps.jpg"];
    await upload
      .getByLabel("Photos", { exact: true })
      .setInputFiles(files.map((name) => path.resolve("app/images/__fixtures__", name)));
    await upload
      .getByRole("button", { name: withJs() ? "Upload 3 photos" : "Upload Photos" })
      .click();
    await expect(page.getByText("Done: 3 photos uploaded, 0 failed.")).toBeVisible({
      timeout: 45_000,
    });
    // With JavaScript each photo is its own request, three at a time: none may be lost when
    // they finish together.
    await expect
      .poll(async () => {
        const one = await page.request.get(`/api/collections/${id}`);
        return ((await one.json()) as { photoIds: string[] }).photoIds.length;
      })
      .toBe(3);
  });

  test("the collections themselves are put in order with Move up and Move down", async ({
    page,
  }) => {
    const who = await newUser(page, "colorder");
    const photoId = await uploadPublic(page, "Shared");
    for (const title of ["First", "Second", "Third"]) {
      const made = await page.request.post("/api/collections", {
        data: { title, visibility: "public" },
      });
      const { id } = (await made.json()) as { id: string };
      await page.request.put(`/api/collections/${id}/photos`, { data: { photoIds: [photoId] } });
    }
    const listed = async () => {
      const answer = await page.request.get(`/api/portfolio/${who.username}/collections`);
      return ((await answer.json()) as { title: string }[]).map((c) => c.title);
    };
    const rows = page.locator(".mp-title-link");

    await page.goto("/my-photos/collections");
    await expect(page.getByRole("button", { name: "Move up: First" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Move down: Third" })).toHaveCount(0);
    await page.getByRole("button", { name: "Move down: First" }).click();
    await expect(toastText(page, "Order saved")).toBeVisible();
    await expect(rows).toHaveText(["Second", "First", "Third"]);
    expect(await listed()).toEqual(["Second", "First", "Third"]);

    await page.getByRole("button", { name: "Move up: Third" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveText(["Second", "Third", "First"]);
    expect(await listed()).toEqual(["Second", "Third", "First"]);
  });

  test("the Collections tab and the arrange views pass axe", async ({ page }) => {
    await signUpPhotographer(page.request, "colaxe", { firstName: "Axe", lastName: "Check" });
    for (const title of ["North", "South"]) await uploadPublic(page, title);
    const made = await page.request.post("/api/collections", {
      data: { title: "Coast", visibility: "public" },
    });
    const { id } = (await made.json()) as { id: string };
    const ids = (await (await page.request.get("/api/user/photos")).json()) as unknown;
    const photoIds = (Array.isArray(ids) ? ids : ((ids as { photos: unknown[] }).photos ?? [])).map(
      (photo) => (photo as { id: string }).id,
    );
    await page.request.put(`/api/collections/${id}/photos`, { data: { photoIds } });
    for (const url of [
      "/my-photos/collections",
      `/my-photos/collections/${id}`,
      "/my-photos/arrange",
    ]) {
      await page.goto(url);
      await expect(page.locator(".Polaris-Page")).toBeVisible();
      if (withJs() && url !== "/my-photos/collections") {
        await expect(page.locator(".mp-drag-handle").first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    }
  });
});

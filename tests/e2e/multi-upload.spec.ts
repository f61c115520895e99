import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newUser } from "./helpers";

const FIXTURES = path.resolve("app/images/__fixtures__");
const fixture = (name: string) => path.join(FIXTURES, name);
const withJs = () => test.info().project.name === "js";

/** The upload dialog: a modal with JavaScript, a section of the page without it. */
const uploadDialog = (page: Page) =>
  withJs()
    ? page.getByRole("dialog", { name: "Upload Photos" })
    : page.getByRole("region", { name: "Upload Photos" });
const fileRow = (page: Page, name: string) => page.locator(`li[data-bulk-file="${name}"]`);
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"] dd`);
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

/** Counts the photos the browser sends to the one-photo upload API. */
function countUploads(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/photos/upload")
      sent.push(request.url());
  });
  return sent;
}

/** A photo already in the photographer's library, sent as a script would. */
async function uploadedBefore(page: Page, file: string, title: string) {
  const response = await page.request.post("/api/photos/upload", {
    multipart: {
      image: { name: file, mimeType: "image/jpeg", buffer: readFileSync(fixture(file)) },
      title,
      category: "landscape",
    },
  });
  expect(response.status()).toBe(201);
}

/** Drops fixture files onto an element, as a file manager's drag and drop would. */
async function dropFiles(page: Page, target: Locator, names: string[]) {
  const files = names.map((name) => ({
    name,
    bytes: readFileSync(fixture(name)).toString("base64"),
  }));
  const dataTransfer = await page.evaluateHandle((chosen) => {
    const transfer = new DataTransfer();
    for (const { name, bytes } of chosen) {
      const raw = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      transfer.items.add(new File([raw], name, { type: "image/jpeg" }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

async function openDialog(page: Page) {
  await page.goto("/my-photos?upload=true");
  const dialog = uploadDialog(page);
  // Its fields show it is open (on a phone Playwright does not count the modal frame as visible).
  await expect(dialog.getByLabel("Category")).toBeVisible();
  return dialog;
}

test.describe("Uploading several photos at once", () => {
  test.setTimeout(90_000);

  test("three photos chosen together each get a row and reach done", async ({ page }) => {
    await newUser(page, "multi");
    const sent = countUploads(page);
    const dialog = await openDialog(page);
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    const files = ["canon-gps.jpg", "meadow.png", "flower.webp"];
    await dialog.getByLabel("Photos", { exact: true }).setInputFiles(files.map(fixture));
    if (withJs()) {
      // Each file is listed with its picture and size before anything is sent.
      await expect(fileRow(page, "meadow.png")).toContainText("131.7 KB");
      await expect(fileRow(page, "canon-gps.jpg").locator("img")).toBeVisible();
      await dialog.getByRole("button", { name: "Upload 3 photos" }).click();
    } else {
      await dialog.getByRole("button", { name: "Upload Photos" }).click();
    }
    await expect(uploadDialog(page).getByText("Done: 3 photos uploaded, 0 failed.")).toBeVisible({
      timeout: 45_000,
    });
    for (const name of files) await expect(fileRow(page, name)).toContainText("Uploaded");
    // With JavaScript each photo is a request of its own; without it, one post carries all.
    expect(sent).toHaveLength(withJs() ? 3 : 0);

    await page.goto("/my-photos");
    await expect(stat(page, "Total Photos")).toHaveText("3");
    for (const title of ["canon gps", "meadow", "flower"]) {
      await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Nature");
    }
  });

  test("a photo already uploaded is flagged before it is sent: Skip or Upload anyway", async ({
    page,
  }) => {
    test.skip(!withJs(), "without JavaScript the server skips duplicates (next test)");
    await newUser(page, "dupes");
    await uploadedBefore(page, "canon-gps.jpg", "Blinds at dusk");
    await uploadedBefore(page, "flower.webp", "Petals");
    const sent = countUploads(page);

    let dialog = await openDialog(page);
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    await dialog
      .getByLabel("Photos", { exact: true })
      .setInputFiles(["canon-gps.jpg", "flower.webp", "meadow.png"].map(fixture));
    const canon = fileRow(page, "canon-gps.jpg");
    const flower = fileRow(page, "flower.webp");
    await expect(canon).toContainText("You already uploaded this photo as “Blinds at dusk”.");
    await expect(flower).toContainText("You already uploaded this photo as “Petals”.");
    await expect(fileRow(page, "meadow.png")).toContainText("Waiting");
    await canon.getByRole("button", { name: "Skip" }).click();
    await flower.getByRole("button", { name: "Upload anyway" }).click();
    await dialog.getByRole("button", { name: "Upload 2 photos" }).click();
    await expect(dialog.getByText("Done: 2 photos uploaded, 0 failed, 1 skipped.")).toBeVisible({
      timeout: 45_000,
    });
    await expect(canon).toContainText("Skipped");
    expect(sent).toHaveLength(2);

    // One photo alone: the same check. meadow.png was re-encoded to WebP when sent; the file as
    // chosen is still recognised.
    dialog = await openDialog(page);
    await dialog.getByLabel("Photos", { exact: true }).setInputFiles(fixture("meadow.png"));
    await expect(dialog.getByText("You already uploaded this photo as “meadow”.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Upload Photo" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Skip" }).click();
    await expect(dialog.getByText(/You already uploaded/)).toHaveCount(0);
    await expect(dialog.getByLabel("Photos", { exact: true })).toHaveValue("");

    await dialog.getByLabel("Photos", { exact: true }).setInputFiles(fixture("canon-gps.jpg"));
    await dialog.getByRole("button", { name: "Upload anyway" }).click();
    await dialog.getByLabel("Category").selectOption({ label: "Landscape" });
    await dialog.getByLabel("Title").fill("Blinds again");
    await dialog.getByRole("button", { name: "Upload Photo" }).click();
    await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible({ timeout: 20_000 });
    expect(sent).toHaveLength(3);
    await expect(stat(page, "Total Photos")).toHaveText("5");
  });

  test("files dropped onto the dialog, or onto the page, are listed and uploaded", async ({
    page,
  }) => {
    test.skip(!withJs(), "dragging and dropping needs JavaScript");
    await newUser(page, "drop");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Category").selectOption({ label: "Travel" });
    await dropFiles(page, dialog.locator("form"), ["storm-rotated.jpg", "flower.webp"]);
    await expect(fileRow(page, "storm-rotated.jpg")).toBeVisible();
    await dialog.getByRole("button", { name: "Upload 2 photos" }).click();
    await expect(dialog.getByText("Done: 2 photos uploaded, 0 failed.")).toBeVisible({
      timeout: 45_000,
    });
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(stat(page, "Total Photos")).toHaveText("2");
    // The page takes drops once the dialog's address is gone: until the Close navigation has
    // finished, a drop would land on a page that still counts as uploading, and be ignored.
    await expect(page).toHaveURL(/\/my-photos$/);
    await expect(dialog).toBeHidden();

    // Dropped on the page itself, the photos open the dialog with them in it.
    await dropFiles(page, page.getByRole("heading", { name: "My Photos" }), [
      "meadow.png",
      "canon-gps.jpg",
    ]);
    await expect(page).toHaveURL(/\?upload=true$/);
    await expect(fileRow(page, "meadow.png")).toContainText("Waiting");
    await expect(fileRow(page, "canon-gps.jpg")).toContainText("Waiting");
  });

  test("without JavaScript, one post uploads every file and reports a duplicate", async ({
    page,
  }) => {
    test.skip(withJs(), "with JavaScript duplicates are flagged before sending (above)");
    await newUser(page, "nojsdup");
    await uploadedBefore(page, "canon-gps.jpg", "Blinds at dusk");
    let dialog = await openDialog(page);
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    await dialog
      .getByLabel("Photos", { exact: true })
      .setInputFiles(["canon-gps.jpg", "meadow.png"].map(fixture));
    await dialog.getByRole("button", { name: "Upload Photos" }).click();
    dialog = uploadDialog(page);
    await expect(dialog.getByText("Done: 1 photo uploaded, 0 failed, 1 skipped.")).toBeVisible();
    await expect(fileRow(page, "meadow.png")).toContainText("Uploaded");
    await expect(fileRow(page, "canon-gps.jpg")).toContainText(
      "Skipped: you already uploaded this photo as “Blinds at dusk”.",
    );
    await expect(stat(page, "Total Photos")).toHaveText("2");

    // Asked for, the duplicate is uploaded too.
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    await dialog.getByLabel("Photos", { exact: true }).setInputFiles(fixture("canon-gps.jpg"));
    await dialog.getByLabel("Upload duplicates too").check();
    await dialog.getByRole("button", { name: "Upload Photos" }).click();
    await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible();
    await expect(stat(page, "Total Photos")).toHaveText("3");
  });
});

test("the dialog's list of files fits every screen", async ({ page }) => {
  test.setTimeout(90_000);
  await newUser(page, "fits");
  await uploadedBefore(page, "canon-gps.jpg", "A title long enough to wrap across a phone's width");
  const long = "a-very-long-file-name-straight-from-a-camera-roll-IMG_20240501_101010.png";
  const chosen = [
    {
      name: "canon-gps.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(fixture("canon-gps.jpg")),
    },
    { name: long, mimeType: "image/png", buffer: readFileSync(fixture("meadow.png")) },
  ];
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openDialog(page);
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    await dialog.getByLabel("Photos", { exact: true }).setInputFiles(chosen);
    // With JavaScript the list as chosen (a duplicate flagged); without, the server's results.
    if (withJs()) await expect(fileRow(page, "canon-gps.jpg")).toContainText("Already uploaded");
    else {
      await dialog.getByLabel("Upload duplicates too").check();
      await dialog.getByRole("button", { name: "Upload Photos" }).click();
      await expect(fileRow(page, long)).toContainText("Uploaded");
    }
    const box = (await uploadDialog(page).locator("form").boundingBox())!;
    for (const row of await page.locator("li[data-bulk-file]").all()) {
      const edge = (await row.boundingBox())!;
      expect(edge.x + edge.width, `a row at ${width}px`).toBeLessThanOrEqual(box.x + box.width);
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(wide, `the page at ${width}px`).toBe(false);
  }
});

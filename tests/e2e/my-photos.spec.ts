import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cameraOrPlaceTags, imageTags } from "./exiftool";
import { newUser } from "./helpers";

const FIXTURES = path.resolve("app/images/__fixtures__");

const fixture = (name: string) => path.join(FIXTURES, name);

const withJs = () => test.info().project.name === "js";

/**
 * A dialog is a modal with JavaScript and a section of the page without it. With JavaScript the
 * server-rendered section turns into the modal on hydration, so only the modal is waited for.
 */
const dialog = (page: Page, name: string) =>
  withJs() ? page.getByRole("dialog", { name }) : page.getByRole("region", { name });

/** Dialogs open by address: their openers are links, with JavaScript or without. */
const control = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"] dd`);
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

/** Fast setup through the JSON API (the dialog itself is tested on its own). */
async function uploadViaApi(
  page: Page,
  title: string,
  category = "landscape",
  file = "canon-gps.jpg",
) {
  const response = await page.request.post("/api/photos/upload", {
    multipart: {
      image: { name: file, mimeType: "image/jpeg", buffer: readFileSync(fixture(file)) },
      title,
      category,
      description: `About ${title}`,
      imageType: "photo",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function uploadInDialog(page: Page, file: string, title: string, category: string) {
  await page.goto("/my-photos?upload=true");
  const upload = dialog(page, "Upload Photos");
  // A title typed before the file is chosen counts as edited: AI suggestions leave it alone.
  await upload.getByLabel("Title").fill(title);
  await upload.getByLabel("Category").selectOption({ label: category });
  await upload.getByLabel("Photo").setInputFiles(fixture(file));
  if (withJs()) {
    await expect(
      upload.getByText(
        /^(Optimised from .+ to .+ \(\d+% smaller\)|Already optimised|Sent as it is)/,
      ),
    ).toBeVisible();
  }
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  if (withJs()) await expect(upload.getByRole("button", { name: "Processing..." })).toBeVisible();
  await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible({ timeout: 20_000 });
}

test.describe("My Photos", () => {
  test.setTimeout(90_000);

  // Hydration mismatches and uncaught errors would silently break the enhanced page.
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /React error|hydrat/i.test(message.text()))
        pageErrors.push(message.text());
    });
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("uploads a JPEG, a PNG, a WebP, a TIFF and a HEIC, each Private, served with its rights and nothing of the camera", async ({
    page,
  }) => {
    const who = await newUser(page, "up");
    await page.goto("/my-photos");
    await expect(page.getByRole("heading", { name: "No photos yet" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Account sections" });
    for (const [name, href] of [
      ["My Photos", "/my-photos"],
      ["Edit Profile", "/account?tab=profile"],
      ["Hero Image", "/account?tab=hero"],
      ["Profile Picture", "/account?tab=avatar"],
      ["Settings", "/account?tab=settings"],
    ]) {
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    const uploads = [
      ["canon-gps.jpg", "Blinds at dusk", "Landscape"],
      ["meadow.png", "Green meadow", "Nature"],
      ["flower.webp", "Flower study", "Macro"],
      ["dune.tiff", "Dune ridge", "Travel"],
      ["ladybird.heic", "Ladybird", "Macro"],
    ] as const;
    const served: string[] = [];
    for (const [file, title, category] of uploads) {
      await uploadInDialog(page, file, title, category);
      const listed = row(page, title);
      await expect(listed).toContainText(category);
      await expect(listed.getByText("Private", { exact: true })).toBeVisible();
      await expect(listed.getByRole("switch", { name: /^Public/ })).toHaveAttribute(
        "aria-checked",
        "false",
      );
      const thumbnail = listed.getByRole("img");
      await expect(thumbnail).toHaveAttribute("width", /\d+/);
      await expect(thumbnail).toHaveAttribute("src", /^\/media\//);
      served.push((await thumbnail.getAttribute("src"))!);
    }
    await expect(stat(page, "Total Photos")).toHaveText("5");
    // Served copies carry the photographer's rights (docs/decisions/0046-*), and nothing of the
    // camera, its owner or where the photo was taken.
    for (const src of served) {
      const bytes = Buffer.from(await (await page.request.get(src)).body());
      expect(bytes.length).toBeGreaterThan(100);
      const tags = imageTags(bytes);
      expect(tags["XMP-dc:Creator"], `${src} names its creator`).toBe(`${who.first} ${who.last}`);
      expect(cameraOrPlaceTags(tags), `${src} says nothing of the camera or place`).toEqual([]);
      expect(bytes.includes(Buffer.from("Photoshop 3.0", "latin1")), `${src} has IPTC`).toBe(false);
    }
    await expect(stat(page, "Public")).toHaveText("0");
  });

  test("refuses a text file renamed .jpg with the spec's message", async ({ page }) => {
    await newUser(page, "bad");
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByLabel("Title").fill("Not a photo");
    await upload.getByLabel("Category").selectOption({ label: "Other" });
    await upload.getByLabel("Photo").setInputFiles(fixture("notes-renamed.jpg"));
    // With JavaScript the bytes are checked on choosing; without it the server checks them.
    if (!withJs()) await upload.getByRole("button", { name: "Upload Photo" }).click();
    await expect(
      page.getByText("Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.").first(),
    ).toBeVisible();
    await page.goto("/my-photos");
    await expect(stat(page, "Total Photos")).toHaveText("0");
  });

  test("says what is missing when the form is incomplete", async ({ page }) => {
    await newUser(page, "miss");
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByLabel("Title").fill("No file");
    await upload.getByRole("button", { name: "Upload Photo" }).click();
    await expect(
      page.getByText("Please fill in all required fields and select an image.").first(),
    ).toBeVisible();
  });

  test("optimises in the browser, then says Processing... and Uploading...", async ({ page }) => {
    test.skip(!withJs(), "client optimisation needs JavaScript");
    await newUser(page, "opti");
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByLabel("Title").fill("Meadow in WebP");
    await upload.getByLabel("Category").selectOption({ label: "Nature" });
    await upload.getByLabel("Photo").setInputFiles(fixture("meadow.png"));
    // 131.7 KB of PNG becomes a much smaller WebP (docs/product.md#constants-and-limits: WebP
    // unless larger).
    await expect(
      upload.getByText(/^Optimised from 131\.7 KB to .+ KB \(\d+% smaller\)$/),
    ).toBeVisible();
    await expect(upload.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();

    // Hold the upload to see its state; the file sent must be the optimised WebP.
    let sent = "";
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/photos/upload", async (route) => {
      sent = route.request().postDataBuffer()?.toString("latin1") ?? "";
      await held;
      await route.continue();
    });
    await upload.getByRole("button", { name: "Upload Photo" }).click();
    await expect(upload.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(upload.getByRole("button", { name: "Uploading..." })).toBeVisible();
    await expect(upload.getByText(/^Uploading… \d+%$/)).toBeVisible();
    await expect.poll(() => sent).toContain('filename="meadow.webp"');
    expect(sent).toContain("Content-Type: image/webp");
    release();
    await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible();
    await expect(row(page, "Meadow in WebP")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Upload Photos" })).toHaveCount(0);
  });

  test("without an AI provider, suggestions fill an untouched form and claim no AI", async ({
    page,
  }) => {
    test.skip(!withJs(), "suggestions need JavaScript: the form without it has none");
    await newUser(page, "ai");
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    // The test server has no AI provider: the offline analyser answers.
    await upload.getByLabel("Photo").setInputFiles({
      name: "weathered-wooden_boards.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(fixture("canon-gps.jpg")),
    });
    await expect(toastText(page, "Suggestions")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("AI Enhanced Your Photo!")).toHaveCount(0);
    const title = "Weathered wooden boards";
    await expect(upload.getByLabel("Title")).toHaveValue(title);
    // A wide, green frame is no reason to guess a genre: the photographer chooses.
    await expect(upload.getByLabel("Category")).toHaveValue("");
    await expect(upload.getByLabel("Description")).toHaveValue(/landscape-format frame/);
    await upload.getByLabel("Category").selectOption({ label: "Other" });
    await upload.getByRole("button", { name: "Upload Photo" }).click();
    await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible();
    // The suggested alt text describes the thumbnail.
    const thumbnail = row(page, title).getByRole("img");
    await expect(thumbnail).toHaveAttribute("alt", /.+/);
    expect(await thumbnail.getAttribute("alt")).not.toBe(title);
  });

  test("an AI analysis over 15 s times out with the spec's toast", async ({ page }) => {
    test.skip(!withJs(), "AI suggestions need JavaScript");
    await newUser(page, "slow");
    await page.clock.install();
    // The analysis never answers; the browser gives up after 15 s of (fast-forwarded) time.
    await page.route("**/api/photos/ai-analyze", () => {});
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByLabel("Photo").setInputFiles(fixture("canon-gps.jpg"));
    await expect(upload.getByText("Analysing your photo for suggestions…")).toBeVisible();
    await page.clock.fastForward("00:16");
    await expect(toastText(page, "AI Analysis Timeout")).toBeVisible();
    await expect(
      toastText(page, "AI analysis took too long. You can still upload your photo manually."),
    ).toBeVisible();
  });

  test("an image that cannot be decoded is refused", async ({ page }) => {
    await newUser(page, "corrupt");
    await page.goto("/my-photos?upload=true");
    const upload = dialog(page, "Upload Photos");
    await upload.getByLabel("Title").fill("Broken");
    await upload.getByLabel("Category").selectOption({ label: "Other" });
    // JPEG magic bytes, then nothing an image decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]);
    await upload
      .getByLabel("Photo")
      .setInputFiles({ name: "broken.jpg", mimeType: "image/jpeg", buffer: broken });
    if (withJs()) {
      // Optimisation fails in the browser: the spec's toast, and the form starts over.
      await expect(toastText(page, "Processing Error")).toBeVisible();
      await expect(upload.getByLabel("Title")).toHaveValue("");
    } else {
      await upload.getByRole("button", { name: "Upload Photo" }).click();
      await expect(
        page.getByText(
          /There was an error processing your image\. Please try again with a different file\./,
        ),
      ).toBeVisible();
    }
  });

  test("toggles Public and Featured, and the stats follow", async ({ page }) => {
    await newUser(page, "tog");
    await uploadViaApi(page, "Harbour lights");
    await page.goto("/my-photos");
    const listed = row(page, "Harbour lights");
    const isPublic = listed.getByRole("switch", { name: /^Public/ });
    const featured = listed.getByRole("switch", { name: /^Featured/ });

    await isPublic.click();
    await expect(isPublic).toHaveAttribute("aria-checked", "true");
    await expect(listed.getByText("Public", { exact: true })).toBeVisible();
    await expect(stat(page, "Public")).toHaveText("1");

    await featured.click();
    await expect(featured).toHaveAttribute("aria-checked", "true");
    await expect(stat(page, "Featured")).toHaveText("1");

    await page.reload();
    await expect(stat(page, "Public")).toHaveText("1");
    await isPublic.click();
    await expect(isPublic).toHaveAttribute("aria-checked", "false");
    await expect(stat(page, "Public")).toHaveText("0");
  });

  test("a toggle shows at once and rolls back when it fails", async ({ page }) => {
    test.skip(!withJs(), "optimistic updates need JavaScript");
    await newUser(page, "opt");
    await uploadViaApi(page, "Quiet pier");
    await page.goto("/my-photos");
    const listed = row(page, "Quiet pier");
    const isPublic = listed.getByRole("switch", { name: /^Public/ });
    // The fetcher marker is rendered on hydration: from then on the switches post by fetcher.
    await expect(listed.locator('input[name="via"]').first()).toBeAttached();

    // Hold the post: the switch and the stats must change before the server answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/my-photos\.data/, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await isPublic.click();
    await expect(isPublic).toHaveAttribute("aria-checked", "true");
    await expect(stat(page, "Public")).toHaveText("1");
    release();
    await expect(stat(page, "Public")).toHaveText("1");
    await page.unroute(/\/my-photos\.data/);

    // The server refuses the next toggle (its photo id is swapped for an unknown one in
    // flight): the failure is toasted and the switch rolls back.
    await page.route(/\/my-photos\.data/, async (route) => {
      const body = route.request().postData() ?? "";
      await route.continue({ postData: body.replace(/photoId=[^&]+/, "photoId=missing") });
    });
    const featured = listed.getByRole("switch", { name: /^Featured/ });
    await featured.click();
    await expect(toastText(page, "Update failed")).toBeVisible();
    await expect(toastText(page, "Featured status could not be updated.")).toBeVisible();
    await expect(featured).toHaveAttribute("aria-checked", "false");
    await expect(stat(page, "Featured")).toHaveText("0");
  });

  test("edits metadata with trimmed tags and a required title", async ({ page }) => {
    await newUser(page, "edit");
    await uploadViaApi(page, "Old title");
    await page.goto("/my-photos");
    await control(page, "Edit Old title").click();
    const edit = dialog(page, "Edit Photo Metadata");
    await edit.getByLabel("Title").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Title is required.")).toBeVisible();

    await edit.getByLabel("Title").fill("Sunset over the bay");
    await edit.getByLabel("Description").fill("Late light on the water.");
    await edit.getByLabel("Category").selectOption({ label: "Travel" });
    await edit.getByLabel("Tags").fill("  sea , sunset,, ,golden hour ");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, "Photo updated")).toBeVisible();
    await expect(row(page, "Sunset over the bay")).toContainText("Travel");

    const photos = await (await page.request.get("/api/user/photos")).json();
    const list = Array.isArray(photos) ? photos : photos.photos;
    expect(list[0]).toMatchObject({
      title: "Sunset over the bay",
      category: "travel",
      tags: ["sea", "sunset", "golden hour"],
    });
    await control(page, "Edit Sunset over the bay").click();
    await expect(dialog(page, "Edit Photo Metadata").getByLabel("Tags")).toHaveValue(
      "sea, sunset, golden hour",
    );
  });

  test("searches titles and descriptions and filters by category", async ({ page }) => {
    await newUser(page, "find");
    await uploadViaApi(page, "Mountain dawn", "landscape");
    await uploadViaApi(page, "Market faces", "street");
    await page.goto("/my-photos");
    await expect(page.getByRole("row")).toHaveCount(3);

    const filters = page.getByRole("search", { name: "Filter photos" });
    await filters.getByLabel("Search photos").fill("MOUNTAIN");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=MOUNTAIN/);
    await expect(row(page, "Mountain dawn")).toBeVisible();
    await expect(row(page, "Market faces")).toHaveCount(0);

    // The description is searched too ("About Market faces").
    await page.goto("/my-photos?q=about%20market");
    await expect(row(page, "Market faces")).toBeVisible();
    await expect(row(page, "Mountain dawn")).toHaveCount(0);

    await page.goto("/my-photos");
    await page.getByRole("search").getByLabel("Category").selectOption({ label: "Street" });
    // With JavaScript a new category applies at once; without it the form is sent.
    if (!withJs()) {
      await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    }
    await expect(page).toHaveURL(/category=street/);
    await expect(row(page, "Market faces")).toBeVisible();
    await expect(row(page, "Mountain dawn")).toHaveCount(0);
    await expect(stat(page, "Total Photos")).toHaveText("2");
  });

  test("manages custom categories and uses one in an upload", async ({ page }) => {
    await newUser(page, "cat");
    await page.goto("/my-photos");
    await control(page, "Manage Categories").click();
    const manager = dialog(page, "Manage Custom Categories");
    await expect(manager.getByText("No custom categories yet.")).toBeVisible();

    await manager.getByRole("button", { name: "Add Category" }).click();
    await expect(manager.getByText("Category name cannot be empty.")).toBeVisible();

    await manager.getByLabel("New category").fill("  Weddings ");
    await manager.getByRole("button", { name: "Add Category" }).click();
    await expect(toastText(page, "Category created")).toBeVisible();
    await expect(manager.getByText("Weddings", { exact: true })).toBeVisible();

    await control(page, "Rename Weddings").click();
    await manager.getByRole("textbox", { name: "Rename Weddings" }).fill("Wedding Days");
    await manager.getByRole("button", { name: "Save" }).click();
    await expect(toastText(page, "Category updated")).toBeVisible();
    await expect(manager.getByText("Wedding Days", { exact: true })).toBeVisible();
    // Saving closes the inline edit: the pencil is back.
    await expect(manager.getByRole("textbox", { name: "Rename Wedding Days" })).toHaveCount(0);
    await expect(manager.getByRole("link", { name: "Rename Wedding Days" })).toBeVisible();

    await uploadInDialog(page, "canon-gps.jpg", "First dance", "Wedding Days");
    await expect(row(page, "First dance")).toContainText("Wedding Days");
    await page.getByRole("search").getByLabel("Category").selectOption({ label: "Wedding Days" });
    if (!withJs()) await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=wedding-days/);
    await expect(row(page, "First dance")).toBeVisible();

    await page.goto("/my-photos?categories=1");
    await dialog(page, "Manage Custom Categories")
      .getByRole("button", { name: "Delete Wedding Days" })
      .click();
    await expect(toastText(page, "Category deleted")).toBeVisible();
    await expect(
      dialog(page, "Manage Custom Categories").getByText("No custom categories yet."),
    ).toBeVisible();
  });

  test("deletes a photo after a confirmation naming it", async ({ page }) => {
    await newUser(page, "del");
    await uploadViaApi(page, "Sunset over the bay");
    await page.goto("/my-photos");
    await control(page, "Delete Sunset over the bay").click();
    const confirm = dialog(page, "Delete Photo");
    await expect(
      confirm.getByText('Delete "Sunset over the bay"? This cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toastText(page, "Photo deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No photos yet" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Account sections" });
    for (const [name, href] of [
      ["My Photos", "/my-photos"],
      ["Edit Profile", "/account?tab=profile"],
      ["Hero Image", "/account?tab=hero"],
      ["Profile Picture", "/account?tab=avatar"],
      ["Settings", "/account?tab=settings"],
    ]) {
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(stat(page, "Total Photos")).toHaveText("0");
  });
});

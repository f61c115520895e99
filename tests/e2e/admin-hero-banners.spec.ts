import { once } from "node:events";
import { createServer } from "node:http";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN } from "./env";
import { signIn } from "./helpers";

const TAB = "/admin/dashboard/hero-banners";

// Each test uploads and processes real photographs.
test.describe.configure({ timeout: 90_000 });
const DUNE = path.resolve("demo-content/dune-grass.jpg");
const MEADOW = path.resolve("app/images/__fixtures__/meadow.png");

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(TAB);
  await expect(page.getByRole("heading", { level: 2, name: "Hero Banners" })).toBeVisible();
}

const toast = (page: Page) => page.locator(".toaster");
const card = (page: Page, name: string): Locator =>
  page.locator("article.hero-banner-card").filter({
    has: page.getByRole("heading", { level: 3, name, exact: true }),
  });
const uploadForm = (page: Page) => page.locator("form#hero-upload");

/** A unique banner name per run and project (both projects share one server). */
const unique = (label: string) => `${label} ${test.info().project.name} ${Date.now().toString(36)}`;

async function uploadFile(page: Page, name: string, file: string, title?: string) {
  const form = uploadForm(page);
  await form.getByLabel("Name (required)").fill(name);
  if (title) await form.getByLabel("Title (optional)").fill(title);
  await form.getByLabel("Description").fill("Grass on the dunes at dusk");
  await form.getByLabel("Image file").setInputFiles(file);
  await form.getByRole("button", { name: "Upload Banner" }).click();
  // AVIF, WebP and JPEG at up to five widths: seconds on a busy two-core machine.
  await expect(toast(page)).toContainText("Hero image uploaded", { timeout: 30_000 });
  await expect(card(page, name)).toBeVisible();
}

test("a banner uploaded from a file gets derivatives and colours, becomes the default, and the home hero serves a srcset", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await expect(uploadForm(page)).toContainText("Supported formats: JPG, PNG, WebP.");
  const name = unique("Dunes");
  await uploadFile(page, name, DUNE, `Evening ${name}`);

  const banner = card(page, name);
  await expect(banner).toContainText(`Evening ${name}`);
  await expect(banner).toContainText(/File: evening-dunes-[a-z0-9-]+\.jpg/);
  await expect(
    banner.getByRole("list", { name: `Colours of ${name}` }).locator("li"),
  ).not.toHaveCount(0);
  const thumbnail = banner.locator("img");
  await expect(thumbnail).toHaveAttribute("srcset", /\/media\/hero\/[^ ]+\.jpg 320w/);
  await expect(banner.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif/);

  // The first banner of a fresh site is the default already; otherwise make it so.
  const makeDefault = banner.getByRole("button", { name: `Set as Default: ${name}` });
  if (await makeDefault.isVisible()) {
    await makeDefault.click();
    await expect(toast(page)).toContainText("Default hero image set");
  }
  await expect(banner.getByText("Default", { exact: true })).toBeVisible();
  // The default offers neither 'Set as Default' nor 'Delete': there is always exactly one.
  await expect(makeDefault).toHaveCount(0);
  await expect(banner.getByRole("button", { name: `Delete: ${name}` })).toHaveCount(0);
  await expect(page.getByText("Default", { exact: true })).toHaveCount(1);

  // The home page, as a visitor: the hero is a <picture> with AVIF, WebP and JPEG srcsets.
  await page.context().clearCookies();
  await page.goto("/");
  const hero = page.locator(".vf-hero-background");
  const img = hero.locator("img");
  await expect(img).toHaveAttribute("srcset", /\/media\/hero\/\S+\.jpg 640w, \S+ 960w, \S+ 1280w/);
  await expect(img).toHaveAttribute("sizes", "100vw");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
  const avif = await hero.locator('source[type="image/avif"]').getAttribute("srcset");
  await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp 640w/);
  const smallest = avif!.split(", ")[0]!.split(" ")[0]!;
  const served = await request.get(smallest);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
});

test("the upload form needs a name and exactly one of file and URL; a loopback URL is refused before any request", async ({
  page,
  javaScriptEnabled,
}) => {
  const trap = createServer((_req, res) => res.end("trap reached"));
  let requests = 0;
  trap.on("request", () => requests++);
  trap.listen(0, "127.0.0.1");
  await once(trap, "listening");
  const { port } = trap.address() as { port: number };
  try {
    await signInAsAdmin(page);
    const form = uploadForm(page);
    const url = form.getByLabel("Or an image URL");

    await form.getByLabel("Name (required)").fill(unique("Nothing"));
    await form.getByRole("button", { name: "Upload Banner" }).click();
    await expect(form).toContainText("Choose an image file or enter an image URL.");

    if (javaScriptEnabled) {
      // Choosing one clears the other.
      await url.fill("https://images.example.test/a.jpg");
      await form.getByLabel("Image file").setInputFiles(MEADOW);
      await expect(url).toHaveValue("");
      await url.fill("https://images.example.test/b.jpg");
      await expect(form.getByLabel("Image file")).toHaveValue("");
    } else {
      // Without JavaScript the server refuses both at once.
      await form.getByLabel("Name (required)").fill(unique("Both"));
      await url.fill("https://images.example.test/a.jpg");
      await form.getByLabel("Image file").setInputFiles(MEADOW);
      await form.getByRole("button", { name: "Upload Banner" }).click();
      await expect(form).toContainText("Choose an image file or enter an image URL, not both.");
    }

    await form.getByLabel("Name (required)").fill("");
    await form.getByLabel("Image file").setInputFiles([]);
    await url.fill(`http://127.0.0.1:${port}/x.jpg`);
    await form.getByRole("button", { name: "Upload Banner" }).click();
    await expect(form).toContainText("Hero image name is required");

    const trapped = unique("Trap");
    await form.getByLabel("Name (required)").fill(trapped);
    await url.fill(`http://127.0.0.1:${port}/x.jpg`);
    await form.getByRole("button", { name: "Upload Banner" }).click();
    await expect(toast(page)).toContainText("Upload failed");
    await expect(toast(page)).toContainText("That address is not allowed");
    await expect(card(page, trapped)).toHaveCount(0);
    expect(requests).toBe(0);
  } finally {
    trap.close();
  }
});

test("edit, extract colours, delete with confirmation, and the default hero form", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const name = unique("Meadow");
  await uploadFile(page, name, MEADOW);
  const banner = card(page, name);

  // Edit: the name stays required.
  await banner.getByRole("button", { name: `Edit: ${name}` }).click();
  const editForm = page.locator(`form[id^="hero-edit-"]`);
  await editForm.getByLabel("Name (required)").fill("");
  await editForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(editForm).toContainText("Hero image name is required");
  const renamed = `${name} renamed`;
  await editForm.getByLabel("Name (required)").fill(renamed);
  await editForm.getByLabel("Title").fill("Spring meadow");
  await editForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Hero banner updated");
  const edited = card(page, renamed);
  await expect(edited).toContainText("Spring meadow");

  await edited.getByRole("button", { name: `Re-extract Colors: ${renamed}` }).click();
  await expect(toast(page)).toContainText("Colors Extracted!");
  await page.getByRole("button", { name: "Extract All Colors" }).click();
  await expect(toast(page)).toContainText("Bulk Color Extraction Complete");
  await expect(toast(page)).toContainText(/Colors extracted for \d+ banners?; 0 failed\./);

  // The default hero form: both fields, then this banner by its own address.
  const defaultForm = page.locator("form#default-hero");
  const address = await card(page, renamed).locator("img").getAttribute("src");
  await defaultForm.getByLabel("Image URL").fill(address!);
  await defaultForm.getByRole("button", { name: "Set Default Hero Image" }).click();
  await expect(defaultForm).toContainText(
    "Missing information: Please provide both image URL and title",
  );
  await defaultForm.getByLabel("Image URL").fill(address!);
  await defaultForm.getByLabel("Title").fill("Meadow title");
  await defaultForm.getByRole("button", { name: "Set Default Hero Image" }).click();
  await expect(toast(page)).toContainText("Default hero image set");
  await expect(card(page, renamed).getByText("Default", { exact: true })).toBeVisible();

  // Another banner becomes the default again, so this one can be deleted.
  const other = unique("Dunes again");
  await uploadFile(page, other, DUNE);
  await card(page, other)
    .getByRole("button", { name: `Set as Default: ${other}` })
    .click();
  await expect(toast(page)).toContainText("Default hero image set");

  await card(page, renamed)
    .getByRole("button", { name: `Delete: ${renamed}` })
    .click();
  await expect(
    page.getByText(`Delete the banner "${renamed}" and all its image files?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete Banner" }).click();
  await expect(toast(page)).toContainText("Hero banner deleted");
  await expect(card(page, renamed)).toHaveCount(0);
  expect((await request.get(address!)).status()).toBe(404);
});

test("the Hero Banners tab has no axe-core violations, nor its edit dialog", async ({ page }) => {
  await signInAsAdmin(page);
  const first = page.locator("article.hero-banner-card").first();
  await expect(first).toBeVisible();
  await expectNoAxeViolations(page);
  await first.getByRole("button", { name: /^Edit: / }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

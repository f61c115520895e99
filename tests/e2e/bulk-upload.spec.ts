import { readFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./env";
import { newUser, signIn } from "./helpers";

const FIXTURES = path.resolve("app/images/__fixtures__");
const withJs = () => test.info().project.name === "js";

const file = (name: string) => ({
  name,
  mimeType: "application/octet-stream",
  buffer: readFileSync(path.join(FIXTURES, name)),
});
// JPEG magic bytes, then nothing any decoder can read (the browser's included).
const broken = {
  name: "broken.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
};

const result = (page: Page, name: string) => page.locator(`li[data-bulk-file="${name}"]`);

/** Counts the calls to the one-photo upload API (with JavaScript, one per file sent). */
function countUploads(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/photos/upload")
      calls.push(request.url());
  });
  return calls;
}

test.describe("Bulk upload", () => {
  test.setTimeout(90_000);

  test("the old bulk page opens the upload dialog: good files are stored, each bad one says why", async ({
    page,
  }) => {
    await newUser(page, "bulk");
    const uploads = countUploads(page);
    await page.goto("/my-photos/bulk");
    await expect(page).toHaveURL(/\/my-photos\?upload=true$/);
    const dialog = withJs()
      ? page.getByRole("dialog", { name: "Upload Photos" })
      : page.getByRole("region", { name: "Upload Photos" });
    await dialog.getByLabel("Category").selectOption({ label: "Nature" });
    await dialog
      .getByLabel("Photos", { exact: true })
      .setInputFiles([
        file("canon-gps.jpg"),
        file("notes-renamed.jpg"),
        broken,
        file("flower.webp"),
      ]);
    await dialog
      .getByRole("button", { name: withJs() ? "Upload 4 photos" : "Upload Photos" })
      .click();

    await expect(page.getByText("Done: 2 photos uploaded, 2 failed.")).toBeVisible({
      timeout: 45_000,
    });
    await expect(result(page, "canon-gps.jpg")).toContainText("Uploaded");
    await expect(result(page, "flower.webp")).toContainText("Uploaded");
    await expect(result(page, "notes-renamed.jpg")).toContainText(
      "Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.",
    );
    await expect(result(page, "broken.jpg")).toContainText(
      "There was an error processing your image.",
    );
    // With JavaScript each file is its own request (the text file never leaves the browser).
    expect(uploads).toHaveLength(withJs() ? 3 : 0);

    await page.goto("/my-photos");
    await expect(page.locator('[data-stat="Total Photos"] dd')).toHaveText("2");
    for (const title of ["canon gps", "flower"]) {
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row).toContainText("Nature");
      await expect(row).toContainText("Private");
    }
  });

  test("from the dashboard: into the admin's own photos, with per-file results", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    const before = ((await (await page.request.get("/api/user/photos")).json()) as unknown[])
      .length;
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "Bulk Upload" }).first().click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/bulk-upload$/);
    await expect(page.getByRole("heading", { name: "Bulk Upload", level: 2 })).toBeVisible();
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([file("meadow.png"), file("notes-renamed.jpg")]);
    // The admin is shared by both runs: without JavaScript, meadow.png is already theirs.
    if (!withJs()) await page.getByLabel("Upload duplicates too").check();
    await page.getByRole("button", { name: "Upload Files" }).click();
    await expect(page.getByText("Done: 1 photo uploaded, 1 failed.")).toBeVisible({
      timeout: 30_000,
    });
    await expect(result(page, "meadow.png")).toContainText("Uploaded");
    await expect(result(page, "notes-renamed.jpg")).toContainText("Invalid file type");
    const after = (await (await page.request.get("/api/user/photos")).json()) as {
      title: string;
    }[];
    expect(after).toHaveLength(before + 1);
    expect(after.map((p) => p.title)).toContain("meadow");
    if (withJs()) {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
    }
  });
});

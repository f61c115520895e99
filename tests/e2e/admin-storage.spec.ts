import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { ADMIN, E2E_DATA_DIR, E2E_PORT } from "./env";
import { signIn } from "./helpers";
import { seedPhotographer } from "./photographer";

/**
 * Storage Analytics and Object Storage (docs/product.md#admin-dashboard), with and without
 * JavaScript: a photographer's folder gets two orphans written straight into the local store;
 * the admin finds them with the audit, adopts one, deletes the other, and the audit then matches.
 */

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });
const fileRow = (page: Page, key: string) => page.getByRole("row").filter({ hasText: key });

/** Writes a file into the e2e server's local object store, behind the application's back. */
function writeOrphan(key: string, bytes: Buffer) {
  const file = path.join(E2E_DATA_DIR, "storage", ...key.split("/"));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** axe runs inside the page, so only with JavaScript; the rest of a test runs in both modes. */
async function expectNoAxeViolations(page: Page) {
  if (test.info().project.name === "no-js") return;
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
}

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

async function runUserAudit(page: Page, input: string) {
  await page.getByLabel("User ID or username").fill(input);
  await page.getByRole("button", { name: "Run Audit" }).click();
}

test("the admin audits storage, then adopts and deletes a photographer's orphaned files", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photographerContext = await playwrightRequest.newContext({ baseURL });
  const photographer = await seedPhotographer(photographerContext);
  const { id: userId } = await (await photographerContext.get("/api/auth/user")).json();
  await photographerContext.dispose();
  const stray = `photo/${userId}/stray${Date.now().toString(36)}/original`;
  const notes = `photo/${userId}/junk/notes.txt`;
  writeOrphan(stray, readFileSync("app/images/__fixtures__/meadow.png"));
  writeOrphan(notes, Buffer.from("not a photo"));

  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/storage-analytics");
  await expect(page.getByRole("heading", { name: "Storage Analytics", level: 2 })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Storage per user/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Uploads per day/ })).toBeVisible();
  await page.getByRole("link", { name: "Per week (12 weeks)" }).click();
  await expect(page.getByRole("img", { name: /^Uploads per week/ })).toBeVisible();

  // The audit and analytics open in a new tab, as readable JSON.
  const auditLink = page.getByRole("link", { name: /^View audit/ });
  await expect(auditLink).toHaveAttribute("target", "_blank");
  const audit = await (await page.request.get((await auditLink.getAttribute("href"))!)).json();
  expect(audit.breakdown.find((u: { userId: string }) => u.userId === userId)).toMatchObject({
    orphanedFiles: 2,
    databasePhotos: 4,
  });
  await expect(page.getByRole("link", { name: /^View analytics/ })).toHaveAttribute(
    "target",
    "_blank",
  );

  await runUserAudit(page, "   ");
  await expect(page.getByText("Please enter a user ID or username.")).toBeVisible();
  await runUserAudit(page, "no-such-photographer");
  await expect(toastText(page, "Audit Failed")).toBeVisible();

  await runUserAudit(page, photographer.username);
  await expect(toastText(page, "User Audit Complete")).toBeVisible();
  const result = page.getByRole("region", { name: `Audit of ${photographer.username}` });
  await expect(result.getByText("Mismatch", { exact: true })).toBeVisible();
  await expect(result.getByText("Orphaned files (2)")).toBeVisible();
  await expect(result.getByText(stray, { exact: true })).toBeVisible();
  await expect(result.getByText(notes, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The Object Storage browser: pick the photographer from the list (a GET form).
  await page.goto("/admin/dashboard/object-storage");
  await expect(page.getByRole("heading", { name: "Object Storage", level: 2 })).toBeVisible();
  await page.locator(`input[name="user"][value="${userId}"]`).check();
  await page.getByRole("button", { name: "Browse folder" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?user=${userId}$`));
  await expect(page.getByText(`photo/${userId}/`, { exact: true })).toBeVisible();
  await expect(page.getByText(userId, { exact: true })).toBeVisible();
  const tile = (label: string) =>
    page.getByRole("heading", { name: label, exact: true, level: 3 }).locator("xpath=..");
  await expect(tile("Orphaned")).toContainText("2");
  await expect(tile("Total files")).toContainText(/\d\d/);

  // More than a page of files: the orphans' keys sort after the photos' hexadecimal ids.
  const pages = page.getByRole("navigation", { name: "Pages of files" });
  await expect(pages.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(fileRow(page, notes)).toHaveCount(0);
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(pages.getByText("Page 2", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/&cursor=/);
  await expect(pages.getByRole("link", { name: "First page" })).toBeVisible();
  await expect(fileRow(page, notes).getByText("Orphaned")).toBeVisible();
  await expect(fileRow(page, stray).getByText("Orphaned")).toBeVisible();
  await expectNoAxeViolations(page);

  // Every file opens in a new tab through the admin's file route.
  const open = fileRow(page, notes).getByRole("link", { name: "Open notes.txt in a new tab" });
  await expect(open).toHaveAttribute("target", "_blank");
  const opened = await page.request.get((await open.getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toBe("not a photo");
  expect(opened.headers()["content-disposition"]).toMatch(/^attachment/);

  // A text file cannot become a photo: the server says why.
  await fileRow(page, notes).getByRole("button", { name: "Adopt notes.txt" }).click();
  await expect(toastText(page, "Restore Failed")).toBeVisible();
  await expect(page.getByRole("status").getByText(/cannot become a photo/)).toBeVisible();

  // Deleting asks first, saying it is permanent.
  await fileRow(page, notes).getByRole("link", { name: "Delete notes.txt" }).click();
  await expect(page.getByText("Delete this file permanently?")).toBeVisible();
  await expect(page.getByText(/This cannot be undone\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toastText(page, "File Deleted")).toBeVisible();
  await expect(fileRow(page, notes)).toHaveCount(0);

  await fileRow(page, stray).getByRole("button", { name: "Adopt original" }).click();
  await expect(toastText(page, "File Restored")).toBeVisible();
  await expect(fileRow(page, stray).getByText("In database")).toBeVisible();
  await expect(tile("Orphaned")).toContainText("0");

  // The adopted file is a private photo of the photographer's again, and the audit matches.
  await page.goto("/admin/dashboard/storage-analytics");
  await runUserAudit(page, userId);
  await expect(toastText(page, "User Audit Complete")).toBeVisible();
  const card = page.getByRole("region", { name: `Audit of ${photographer.username}` });
  await expect(card.getByText("Match", { exact: true })).toBeVisible();
  await expect(card.getByText("Orphaned files (0)")).toBeVisible();
  await expect(card.getByText("Missing files (0)")).toBeVisible();
  await expect(page.getByText(`User ID ${userId}: 5 photos in the database`)).toBeVisible();
});

test("the folder API lists a large folder page by page, and refuses key tricks", async ({
  page,
}) => {
  const photographerContext = await playwrightRequest.newContext({ baseURL });
  await seedPhotographer(photographerContext);
  const { id: userId } = await (await photographerContext.get("/api/auth/user")).json();
  await photographerContext.dispose();

  await signInAsAdmin(page);
  const keys: string[] = [];
  let cursor = "";
  let pages = 0;
  do {
    const query = new URLSearchParams({ pageSize: "7", ...(cursor ? { cursor } : {}) });
    const response = await page.request.get(`/api/admin/object-storage/user/${userId}?${query}`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.files.length).toBeLessThanOrEqual(7);
    keys.push(...body.files.map((f: { key: string }) => f.key));
    expect(body.summary.totalFiles).toBeGreaterThan(20);
    cursor = body.nextCursor ?? "";
    pages += 1;
  } while (cursor);
  expect(pages).toBeGreaterThan(2);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.every((key) => key.startsWith(`photo/${userId}/`))).toBe(true);

  for (const fileKey of [
    `photo/${userId}/../${ADMIN.email}/x`,
    `photo/${userId}/%2e%2e/other/original`,
    "/etc/passwd",
    `photo/other-user/p1/original`,
  ]) {
    const restore = await page.request.post("/api/admin/object-storage/restore-file", {
      data: { userId, fileKey, fileName: "x", fileSize: 1, fileType: "image/jpeg" },
    });
    expect(restore.status()).toBe(400);
    const remove = await page.request.delete("/api/admin/object-storage/delete-file", {
      data: { userId, fileKey, fileName: "x" },
    });
    expect(remove.status()).toBe(400);
    const view = await page.request.get(
      `/api/admin/object-storage/file?${new URLSearchParams({ user: userId, key: fileKey })}`,
    );
    expect(view.status()).toBe(400);
  }
  const empty = await page.request.post("/api/admin/storage/user-audit", {
    data: { userId: "  " },
  });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe("Please enter a user ID or username.");
});

test("a folder that cannot be listed says so", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/object-storage?user=nobody-at-all");
  await expect(page.getByText("Failed to load storage contents")).toBeVisible();
  await expect(page.getByText("Choose a user", { exact: true })).toBeVisible();
});

import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN } from "./env";
import { signIn } from "./helpers";
import { uploadBanner } from "./hero-banner-fixture";

const TAB = "/admin/dashboard/settings";
const withJs = () => test.info().project.name === "js";

async function openSettings(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(TAB);
  await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Site settings" })).toBeVisible();
}

test("without JavaScript the panel says its tests need it", async ({ page }) => {
  test.skip(withJs(), "the no-JS view");
  await openSettings(page);
  await expect(
    page.getByText("The compatibility tests measure this browser, so they need JavaScript."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Run Tests" })).toHaveCount(0);
});

test("Run Tests measures the browser, scores it, keeps the report and downloads it", async ({
  page,
}) => {
  test.skip(!withJs(), "the tests run in the browser");
  await openSettings(page);
  // A banner, so the site has a default hero for the hero image test to load.
  await uploadBanner(page, "Compat");
  await page.reload();
  await expect(page.getByText(/need JavaScript/)).toHaveCount(0);
  const tabs = page.getByRole("tablist");
  for (const name of ["Overview", "Browser Details", "Test Results"]) {
    await expect(tabs.getByRole("tab", { name })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Download Report" })).toBeDisabled();
  await expect(
    page.getByText("No tests have run in this browser yet.", { exact: false }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Run Tests" }).click();
  const score = page.locator(".vf-compat-score");
  await expect(score).toBeVisible();
  await expect(score).toHaveText(/^\d{1,3}%(Good|Fair|Poor)$/);
  const colour = await score.getAttribute("data-colour");
  expect(["green", "yellow", "red"]).toContain(colour);
  await expect(page.getByText(/^\d of \d tests passed/)).toBeVisible();

  // The report is in localStorage under the product's key.
  const stored = await page.evaluate(() => localStorage.getItem("viewfinder-compatibility-report"));
  const report = JSON.parse(stored!);
  expect(report.results.map((r: { test: string }) => r.test)).toEqual([
    "Page load time",
    "Memory usage",
    "Hero image load",
  ]);
  for (const result of report.results) {
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining(["test", "passed", "message", "details", "timestamp"]),
    );
  }
  // Chromium reports heap size; a fresh admin page is well under 50 MB and loads under 5 s here.
  expect(report.results[0]).toMatchObject({ passed: true });
  expect(report.results[1]).toMatchObject({ passed: true });
  expect(report.results[2]).toMatchObject({ passed: true });
  expect(report.results[2].details).toMatch(/^\/media\//);
  // All three passed: 100 %, green.
  await expect(score).toHaveText("100%Good");
  expect(colour).toBe("green");

  await tabs.getByRole("tab", { name: "Test Results" }).click();
  await expect(page.getByRole("heading", { level: 4, name: "Page load time" })).toBeVisible();
  await expect(page.getByText(/^Page loaded in \d+\.\d\d s \(under 5\.00 s\)$/)).toBeVisible();
  await expect(
    page.getByText(/^JavaScript heap uses \d+\.\d MB \(under 50\.0 MB\)$/),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "Hero image load" })).toBeVisible();

  await tabs.getByRole("tab", { name: "Browser Details" }).click();
  await expect(page.getByText("User agent", { exact: true })).toBeVisible();
  await expect(page.getByText("Local storage", { exact: true })).toBeVisible();
  await expect(page.getByText("Hero image loaded in", { exact: false })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Report" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^viewfinder-compatibility-report-[\d-]+\.json$/);
  const downloaded = JSON.parse(readFileSync((await file.path())!, "utf8"));
  expect(downloaded).toEqual(report);

  // Kept across reloads: the last report shows without running again.
  await page.reload();
  await expect(page.locator(".vf-compat-score")).toHaveText("100%Good");
  await expectNoAxeViolations(page);
});

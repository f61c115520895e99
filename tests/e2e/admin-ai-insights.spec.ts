import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ADMIN } from "./env";
import { signIn } from "./helpers";
import { uploadBanner } from "./hero-banner-fixture";

const TAB = "/admin/dashboard/ai-insights";
const withJs = () => test.info().project.name === "js";
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test("Analyse reads every banner, says plainly it is a heuristic, and shows the top 3 with confidence", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const banner = await uploadBanner(page, "Insights Meadow");
  await page.goto(TAB);
  await expect(page.getByRole("heading", { level: 2, name: "AI Insights" })).toBeVisible();
  await expect(page.getByText("No AI provider configured")).toBeVisible();
  // Nothing is analysed until the admin asks.
  await expect(page.getByRole("heading", { name: "Per-Banner Analysis" })).toHaveCount(0);

  await page.getByRole("button", { name: "Analyse", exact: true }).click();
  await expect(toastText(page, "Analysis Complete")).toBeVisible();
  await expect(page.getByText(/^This is a heuristic, not an AI judgement/)).toBeVisible();
  await expect(page.getByText("Heuristic", { exact: true })).toBeVisible();

  // The uploaded banner, analysed from its stored colours.
  const card = page
    .locator("div")
    .filter({
      has: page.getByRole("heading", { level: 5, name: banner }),
    })
    .last();
  for (const label of [
    "Visual style",
    "Mood",
    "Photography type",
    "Appeal",
    "Colour palette",
    "Target audience",
  ]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(/^\d+(\.\d)?\/10$/)).toBeVisible();
  await expect(card.getByText(/^#[0-9a-f]{6}$/).first()).toBeVisible();

  // At most three recommendations, each with its confidence as a percentage.
  const recommendations = page.locator("ol.vf-insights-recommendations > li");
  const count = await recommendations.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  await expect(recommendations.first()).toContainText(/\d{1,3}% confidence/);
  await expect(page.getByRole("heading", { name: "Suggested Rotation" })).toBeVisible();
  await expect(page.getByText("Schedule", { exact: true })).toBeVisible();
  await expect(page.getByText("Reasoning", { exact: true })).toBeVisible();

  if (withJs()) await expectNoAxeViolations(page); // axe runs in the page
});

test("Generate theme ideas lists ideas with the heuristic notice", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(TAB);
  await page.getByRole("button", { name: "Generate theme ideas" }).click();
  await expect(toastText(page, "Theme Ideas Generated")).toBeVisible();
  const ideas = page
    .getByRole("heading", { name: "Theme Ideas" })
    .locator("xpath=../../..")
    .locator("ol li");
  expect(await ideas.count()).toBeGreaterThanOrEqual(3);
  await expect(ideas.first()).toContainText(":");
  await expect(page.getByText(/^This is a heuristic, not an AI judgement/)).toBeVisible();

  if (withJs()) {
    // With JavaScript both results stay side by side: analyse after the ideas.
    await page.getByRole("button", { name: "Analyse", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Top Recommendations" })).toBeVisible();
    expect(await ideas.count()).toBeGreaterThanOrEqual(3);
  }
  if (withJs()) await expectNoAxeViolations(page); // axe runs in the page
});

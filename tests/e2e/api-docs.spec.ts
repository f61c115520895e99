import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/**
 * The API reference (docs/decisions/0071-openapi-document.md): readable with and without
 * JavaScript, signed out; no sideways scroll at 320 px in light and dark (long paths wrap, JSON
 * scrolls in its own box); no axe-core violation.
 */

test("the reference lists the operations with their scope and a token example", async ({
  page,
}) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Viewfinder API" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Collections" })).toBeVisible();
  const duplicates = page.getByRole("heading", {
    level: 3,
    name: "POST /api/user/photos/duplicates",
  });
  await expect(duplicates).toBeVisible();
  await expect(page.getByText("Authorization: Bearer", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute(
    "href",
    "/api/openapi.json",
  );
});

for (const theme of ["light", "dark"] as const) {
  test(`no sideways scroll at 320 px, ${theme}`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("viewfinder-theme", chosen), theme);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/api/docs");
    await page
      .getByRole("heading", { level: 3, name: "GET /api/collections/{id}/links/{linkId}/activity" })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.screenshot({ path: test.info().outputPath(`api-docs-320-${theme}.png`) });
  });

  test(`no axe violation, ${theme}`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("viewfinder-theme", chosen), theme);
    await page.goto("/api/docs");
    await expectNoAxeViolations(page);
  });
}

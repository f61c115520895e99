import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * No axe-core violations on the page as it stands. axe runs inside the page, so it needs
 * JavaScript: in the no-JS project the check is skipped (the same server-rendered markup is
 * checked in the JS project, before and after hydration makes no structural difference here).
 */
export async function expectNoAxeViolations(page: Page) {
  test.skip(test.info().project.name === "no-js", "axe-core runs in the page: needs JavaScript");
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

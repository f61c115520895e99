import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { newUser } from "./helpers";

/**
 * Account → Settings: the photographer's preferences for their files and rights, with and without
 * JavaScript (docs/decisions/0047-ai-training-reservation.md). The AI-training choice is checked
 * where a crawler would see it: the portfolio's response headers.
 */

const KEEP = "Keep my original files";
const EMBED = "Write my copyright and licence into published images";
const RESERVE = "Reserve my photos from AI training";
const LICENSE = "Default licence for new photos";
const CUSTOM_URL = "Custom licence address";
const POLICY = "AI-training policy address (optional)";

const save = (page: Page) => page.getByRole("button", { name: "Save preferences" }).click();
const saved = (page: Page) => page.getByText("Preferences saved.", { exact: true });

/** The portfolio's response headers as a visitor gets them (`request` has no session). */
async function portfolioHeaders(request: APIRequestContext, username: string) {
  const response = await request.get(`/${username}`);
  expect(response.status()).toBe(200);
  return response.headers();
}

test("I choose my preferences, each explained, and my portfolio follows the AI-training choice", async ({
  page,
  request,
}) => {
  const who = await newUser(page, "rights");
  await page.goto("/account?tab=settings");

  // A new account starts reserved (the site's default), with rights written into images.
  await expect(page.getByLabel(KEEP)).not.toBeChecked();
  await expect(page.getByLabel(EMBED)).toBeChecked();
  await expect(page.getByLabel(RESERVE)).toBeChecked();
  await expect(page.getByLabel(LICENSE)).toHaveValue("all-rights-reserved");
  await expect(
    page.getByText(
      "Upload full-resolution files with all their metadata, instead of a smaller copy made in your browser: uploads take longer.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/cannot stop a crawler that ignores these signals/)).toBeVisible();
  await expect(page.getByText(/does not hide your photos from search engines/)).toBeVisible();
  await expect(page.getByText(/IPTC data-mining notice/)).toBeVisible();
  expect((await portfolioHeaders(request, who.username))["tdm-reservation"]).toBe("1");

  await page.getByLabel(KEEP).check();
  await page.getByLabel(EMBED).uncheck();
  await page.getByLabel(RESERVE).uncheck();
  await page.getByLabel(LICENSE).selectOption("CC-BY-4.0");
  await save(page);
  await expect(saved(page)).toBeVisible();

  await page.goto("/account?tab=settings");
  await expect(page.getByLabel(KEEP)).toBeChecked();
  await expect(page.getByLabel(EMBED)).not.toBeChecked();
  await expect(page.getByLabel(RESERVE)).not.toBeChecked();
  await expect(page.getByLabel(LICENSE)).toHaveValue("CC-BY-4.0");
  expect((await portfolioHeaders(request, who.username))["tdm-reservation"]).toBeUndefined();

  await page.getByLabel(RESERVE).check();
  await page.getByLabel(POLICY).fill("https://example.com/my-ai-terms");
  await page.getByLabel(LICENSE).selectOption("custom");
  await page.getByLabel(CUSTOM_URL).fill("https://example.com/my-licence");
  await save(page);
  await expect(saved(page)).toBeVisible();
  const headers = await portfolioHeaders(request, who.username);
  expect(headers["tdm-reservation"]).toBe("1");
  expect(headers["tdm-policy"]).toBe("https://example.com/my-ai-terms");

  await page.goto("/account?tab=settings");
  await expect(page.getByLabel(LICENSE)).toHaveValue("custom");
  await expect(page.getByLabel(CUSTOM_URL)).toHaveValue("https://example.com/my-licence");
});

test("a licence or policy that is no web address is refused and nothing is saved", async ({
  page,
  request,
}) => {
  const who = await newUser(page, "rightsbad");
  await page.goto("/account?tab=settings");
  await page.getByLabel(RESERVE).uncheck();
  await page.getByLabel(LICENSE).selectOption("custom");
  await page.getByLabel(CUSTOM_URL).fill("my own licence");
  await page.getByLabel(POLICY).fill("not an address");
  await save(page);

  await expect(
    page.getByText(
      "Choose a licence from the list, or give your own licence's address (starting with https://).",
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      "The AI-training policy must be a web address starting with https:// or http://, or be left empty.",
    ),
  ).toBeVisible();
  await expect(saved(page)).toHaveCount(0);

  await page.goto("/account?tab=settings");
  await expect(page.getByLabel(RESERVE)).toBeChecked();
  await expect(page.getByLabel(LICENSE)).toHaveValue("all-rights-reserved");
  expect((await portfolioHeaders(request, who.username))["tdm-reservation"]).toBe("1");
});

import { expect, type Page } from "@playwright/test";

/** Fills a portfolio's contact form with fields too short to send, and sends it. */
export async function sendTooShortContact(page: Page) {
  const form = page.locator("form.vf-contact-form");
  await form.getByLabel("Name").fill("V");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Subject").fill("S");
  await form.getByLabel("Message").fill("short");
  await form.getByRole("button", { name: "Send Message" }).click();
}

/** The product's message for each field that is too short. */
export async function expectShortContactMessages(page: Page) {
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Subject must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
}

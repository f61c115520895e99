import { AxeBuilder } from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { newIdentity, signIn, signOut } from "./helpers";
import { signUpPhotographer } from "./photographer";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const MESSAGES = "/account/messages";

/** Two photographers, made through the real sign-up calls. */
async function twoPhotographers() {
  const request = await playwrightRequest.newContext({ baseURL });
  const p1 = await signUpPhotographer(request, "pone", { firstName: "Pia", lastName: "One" });
  await request.dispose();
  const other = await playwrightRequest.newContext({ baseURL });
  const p2 = await signUpPhotographer(other, "ptwo", { firstName: "Pim", lastName: "Two" });
  await other.dispose();
  return { p1, p2 };
}

/** A visitor (signed out) writes through a portfolio's own contact form. */
async function writeThroughPortfolio(page: Page, username: string) {
  const visitor = newIdentity("visitor");
  const sent = {
    email: visitor.email,
    subject: `Wedding in June? ${visitor.username}`,
    body: `Are you free on the 14th of June? (${visitor.username})`,
  };
  await page.goto(`/${username}#contact`);
  const form = page.locator("form.vf-contact-form");
  await form.getByLabel("Name").fill("Vi Sitor");
  await form.getByLabel("Email").fill(sent.email);
  await form.getByLabel("Subject").fill(sent.subject);
  await form.getByLabel("Message").fill(sent.body);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  return sent;
}

const messageItem = (page: Page, subject: string) =>
  page.locator("li.vf-own-msg").filter({ has: page.getByRole("heading", { name: subject }) });

const navBadge = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
}

test("a visitor's message through P1's portfolio reaches P1's Messages only; P1 reads, replies to and deletes it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  // The unread badge and counts come from the server: nothing may differ once the page hydrates.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const { p1, p2 } = await twoPhotographers();

  const sent = await writeThroughPortfolio(page, p1.username);

  // Signed out, the page sends P1 to sign in, and back to it after.
  await page.goto(MESSAGES);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fmessages$/);
  await page.getByLabel("Email").fill(p1.email);
  await page.getByLabel("Password").fill(p1.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account\/messages$/);

  // The badge in the site nav leads to the message, marked unread.
  await page.goto("/");
  await navBadge(page, "1 unread message").click();
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect(page.getByRole("link", { name: "Messages (1 unread)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("1 message · 1 unread")).toBeVisible();
  const item = messageItem(page, sent.subject);
  await expect(item.getByText("Unread", { exact: true })).toBeVisible();
  await expect(item.getByText(`Vi Sitor · ${sent.email}`)).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  const messageId = (await item.getAttribute("id"))!.replace(/^message-/, "");

  // P2 sees nothing of it and cannot open or delete it by its id.
  await signOut(page);
  await signIn(page, p2.email, p2.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(navBadge(page, "1 unread message")).toHaveCount(0);
  await page.goto(`${MESSAGES}?open=${messageId}&confirm=${messageId}`);
  await expect(page.getByText(/^No messages yet\./)).toBeVisible();
  await expect(page.getByText(sent.subject)).toHaveCount(0);
  for (const intent of ["delete", "open"]) {
    const refused = await page.request.post(MESSAGES, { form: { intent, messageId } });
    expect(refused.status()).toBe(404);
  }

  // Back to P1: still there, still unread. Opening it marks it read.
  await signOut(page);
  await signIn(page, p1.email, p1.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(MESSAGES);
  await expect(item.getByText("Unread", { exact: true })).toBeVisible();
  await expect(item.getByText(sent.body)).toBeVisible();
  await item.getByRole("button", { name: sent.subject }).click();
  await expect(page).toHaveURL(new RegExp(`open=${messageId}`));
  await expect(item.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(page.getByText("1 message · 0 unread")).toBeVisible();
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    `mailto:${sent.email}?subject=${encodeURIComponent(`Re: ${sent.subject}`)}`,
  );
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }),
  ).toBeVisible();
  await expect(navBadge(page, "1 unread message")).toHaveCount(0);

  // Delete, after a confirmation: a dialog with JavaScript, a form in place without it.
  await page.goto(`${MESSAGES}?open=${messageId}`);
  await item.getByRole("link", { name: `Delete message "${sent.subject}" from Vi Sitor` }).click();
  const confirm = javaScriptEnabled ? page.getByRole("dialog") : item;
  await expect(confirm.getByText(`Delete the message "${sent.subject}"`)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Message Deleted")).toBeVisible();
  await expect(page.getByText(/^No messages yet\./)).toBeVisible();
  await expect(page.getByText(sent.subject)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("many messages come 50 to a page, newest first", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  const request = await playwrightRequest.newContext({ baseURL });
  const p1 = await signUpPhotographer(request, "paged", { firstName: "Pat", lastName: "Ged" });
  const { id } = await (await request.get("/api/auth/user")).json();
  await request.dispose();
  for (let i = 1; i <= 51; i++) {
    const sent = await page.request.post("/api/contact", {
      data: {
        name: "Vi Sitor",
        email: "vi@example.test",
        subject: `Enquiry number ${i}`,
        message: "Do you photograph weddings abroad?",
        honeypot: "",
        portfolioUserId: id,
      },
    });
    expect(sent.status()).toBe(201);
  }

  await signIn(page, p1.email, p1.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(MESSAGES);
  await expect(page.getByText("51 messages · 51 unread")).toBeVisible();
  await expect(page.locator("li.vf-own-msg")).toHaveCount(50);
  await expect(page.locator("li.vf-own-msg").first()).toContainText(/Enquiry number 51(?!\d)/);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("link", { name: "Older messages" }).click();
  await expect(page).toHaveURL(/\/account\/messages\?page=2$/);
  await expect(page.locator("li.vf-own-msg")).toHaveCount(1);
  await expect(page.locator("li.vf-own-msg")).toContainText(/Enquiry number 1(?!\d)/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Newer messages" }).click();
  await expect(page).toHaveURL(/\/account\/messages$/);
});

import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./env";
import { newIdentity, signIn } from "./helpers";

const TAB = "/admin/dashboard/messages";

/** A visitor (signed out) writes through the home page's contact form. */
async function sendContactMessage(page: Page, prefix: string) {
  const visitor = newIdentity(prefix);
  const subject = `Print enquiry ${visitor.username}`;
  const body = `Do you sell prints? (${visitor.username})`;
  await page.goto("/#contact");
  const form = page.locator("form.vf-contact-form");
  await form.getByLabel("Name").fill("Vi Sitor");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill(body);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  return { email: visitor.email, subject, body };
}

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * axe runs inside the page, so only with JavaScript (the no-JS project renders the same server
 * markup). The mail's own document is left out: nothing may run in its sandbox, axe included.
 */
async function expectNoAxeViolations(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const result = await new AxeBuilder({ page }).exclude("iframe.vf-email-frame").analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

const messageItem = (page: Page, subject: string) =>
  page.locator("li.vf-msg-item").filter({ has: page.getByRole("heading", { name: subject }) });

test("a visitor's message shows in Messages and its mail in the inbox; the admin reads, replies and deletes it", async ({
  page,
  javaScriptEnabled,
}) => {
  const sent = await sendContactMessage(page, "msg");
  await signInAsAdmin(page);
  await page.goto(TAB);

  await expect(page.getByRole("heading", { level: 2, name: "Contact Messages" })).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  const item = messageItem(page, sent.subject);
  await expect(item).toBeVisible();
  await expect(item.getByText(`Vi Sitor · ${sent.email}`)).toBeVisible();
  await expect(item.getByText(sent.body)).toBeVisible();
  await expect(item.locator("time")).toHaveText(/\d{4}, .* UTC$/);

  // Its mail in the inbox: open it (a plain link, so it works without JavaScript).
  await expect(page.getByRole("heading", { level: 2, name: "Local Email Inbox" })).toBeVisible();
  const mailSubject = `Contact Form: ${sent.subject}`;
  const entry = page.getByRole("link", { name: new RegExp(mailSubject) }).first();
  await expect(entry).toContainText("delivered");
  await entry.click();
  await expect(page).toHaveURL(/\?email=/);
  await expect(page.getByRole("heading", { level: 3, name: mailSubject })).toBeVisible();
  const meta = page.locator("dl").filter({ hasText: "Reply-To" });
  await expect(meta).toContainText(`Reply-To${sent.email}`);
  await expect(meta).toContainText(`To${ADMIN.email}`);
  await expect(meta).toContainText("UTC");

  const reply = page.getByRole("link", { name: "Reply", exact: true });
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:${sent.email}?subject=${encodeURIComponent(`Re: ${sent.subject}`)}`,
  );

  // The body is rendered, but inside an iframe that may run nothing and load nothing.
  const frame = page.locator("iframe.vf-email-frame");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame).toHaveAttribute(
    "srcdoc",
    /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">/,
  );
  await expect(page.frameLocator("iframe.vf-email-frame").getByText(sent.body)).toBeVisible();

  await expect(frame).toHaveAttribute("title", `Email body: ${mailSubject}`);
  await expectNoAxeViolations(page, javaScriptEnabled);

  // Delete with confirmation: a modal with JavaScript, a confirm form in place without it.
  await item.getByRole("link", { name: `Delete message "${sent.subject}" from Vi Sitor` }).click();
  await expect(page).toHaveURL(/confirm=/);
  const confirm = javaScriptEnabled ? page.getByRole("dialog") : item;
  await expect(confirm.getByText(`Delete the message "${sent.subject}"`)).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Message Deleted")).toBeVisible();
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(page.getByRole("heading", { name: sent.subject, exact: true })).toHaveCount(0);
  // The mail itself stays in the inbox, still open.
  await expect(page.getByRole("heading", { level: 3, name: mailSubject })).toBeVisible();
  await expect(page.frameLocator("iframe.vf-email-frame").getByText(sent.body)).toBeVisible();
});

test("deleting a message someone else already removed says so; an empty list says 'No messages yet'", async ({
  page,
  javaScriptEnabled,
}) => {
  const sent = await sendContactMessage(page, "gone");
  await signInAsAdmin(page);
  await page.goto(TAB);
  const item = messageItem(page, sent.subject);
  await item.getByRole("link", { name: /^Delete message/ }).click();
  const confirm = javaScriptEnabled ? page.getByRole("dialog") : item;
  await expect(confirm.getByRole("button", { name: "Delete", exact: true })).toBeVisible();

  // Meanwhile every message is removed through the API (other tests' leftovers too).
  const messages: { id: string; subject: string }[] = await (
    await page.request.get("/api/messages")
  ).json();
  expect(messages.map((m) => m.subject)).toContain(sent.subject);
  for (const message of messages) {
    expect((await page.request.delete(`/api/messages/${message.id}`)).status()).toBe(200);
  }

  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Failed to delete the message. Please try again.")).toBeVisible();
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(page.getByText("Total: 0")).toBeVisible();
});

test("the inbox shows new mail: by itself every 5 s with JavaScript, with Refresh without it", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsAdmin(page);
  await page.goto(TAB);
  await expect(page.getByRole("heading", { level: 2, name: "Local Email Inbox" })).toBeVisible();

  const tag = newIdentity("poll").username;
  const subject = `Inbox poll ${tag}`;
  // A visitor writes while the admin looks at the inbox.
  const response = await page.request.post("/api/contact", {
    data: {
      name: "Po Ller",
      email: `${tag}@example.test`,
      subject,
      message: "A message that arrives while the inbox is open.",
      honeypot: "",
    },
  });
  expect(response.status()).toBe(201);
  const entry = page.getByRole("link", { name: new RegExp(`Contact Form: ${subject}`) }).first();

  if (javaScriptEnabled) {
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await expect(entry).toBeVisible({ timeout: 8000 });
    // It came by polling: the page was never reloaded.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  } else {
    await page.waitForTimeout(5500);
    await expect(entry).toHaveCount(0);
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(entry).toBeVisible();
  }

  // The same inbox as JSON (docs/product.md#api-calls): rows without bodies, one mail with its
  // cleaned body.
  const rows: Record<string, string>[] = await (await page.request.get("/api/admin/emails")).json();
  const row = rows.find((r) => r.subject === `Contact Form: ${subject}`)!;
  expect(Object.keys(row).sort()).toEqual(["from", "id", "status", "subject", "timestamp", "to"]);
  const mail = await (await page.request.get(`/api/admin/emails/${row.id}`)).json();
  expect(mail.html).toContain("A message that arrives while the inbox is open.");
  expect(mail.replyHref).toBe(
    `mailto:${tag}@example.test?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
});

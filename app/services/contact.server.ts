import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { ContactInput } from "~/utils/contact-schema";
import { sendMail } from "./mail.server";
import { createRateLimiter } from "./rate-limit.server";

const messagesPerIp = createRateLimiter({ name: "contact", limit: 10, windowMs: 15 * 60 * 1000 });

export class ContactRateLimited extends Error {
  constructor() {
    super("Too many messages. Please wait 15 minutes before trying again.");
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Stores a contact message (docs/product.md#entities) and mails it to every admin, and to the
 * portfolio's owner when it was sent from a portfolio. Mail failures are recorded in the inbox, not
 * thrown: the message is safely stored either way.
 */
export async function submitContactMessage(input: ContactInput, clientIp: string) {
  if (config().RATE_LIMITS && !(await messagesPerIp.hit(clientIp))) throw new ContactRateLimited();
  const { messages, users } = await db();
  const addressed = input.portfolioUserId ? await users.findById(input.portfolioUserId) : null;
  // A suspended photographer's portfolio is out of public view: a message to it is the site's,
  // like one to a portfolio that does not exist (ADR 43).
  const owner = addressed?.status === "suspended" ? null : addressed;
  const stored = await messages.create({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    ...(owner ? { portfolioUserId: owner.id } : {}),
  });

  const admins = (await users.list()).filter((u) => u.role === "admin");
  const recipients = new Set([...admins.map((a) => a.email), ...(owner ? [owner.email] : [])]);
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p>`,
    owner ? `<p><strong>Portfolio:</strong> ${escapeHtml(owner.username ?? owner.id)}</p>` : "",
    `<p><strong>Subject:</strong> ${escapeHtml(input.subject)}</p>`,
    `<p>${escapeHtml(input.message).replace(/\n/g, "<br>")}</p>`,
  ].join("");
  for (const to of recipients) {
    await sendMail({
      to,
      subject: `Contact Form: ${input.subject}`,
      html,
      text: `${input.name} <${input.email}>\n\n${input.message}`,
      replyTo: input.email,
    });
  }
  return stored;
}

/**
 * docs/product.md#admin-dashboard admin contact list: newest first, with the list's fallbacks for
 * missing fields.
 */
export async function listContactMessages() {
  const { messages } = await db();
  return (await messages.list()).map((m) => ({
    id: m.id,
    subject: m.subject || "No Subject",
    name: m.name || "Anonymous",
    email: m.email || "No email provided",
    message: m.message,
    portfolioUserId: m.portfolioUserId ?? null,
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function deleteContactMessage(id: string): Promise<boolean> {
  const { messages } = await db();
  return messages.delete(id);
}

import nodemailer from "nodemailer";
import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { Email, EmailsRepository } from "~/data/emails.server";
import { logger } from "~/server/log/logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
  replyTo?: string;
}

export interface Mailer {
  /**
   * "smtp" sends for real; "local-inbox" only records, for the admin's inbox
   * (docs/product.md#configuration).
   */
  readonly mode: "smtp" | "local-inbox";
  /**
   * Sends (or only records) a mail and returns its inbox record. A failed send does not throw:
   * the record says `status: "failed"` with the error, and the caller decides what to tell the user.
   */
  sendMail(message: MailMessage): Promise<Email>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it nothing leaves the machine. */
  smtpUrl?: string;
  from: string;
  emails: Pick<EmailsRepository, "create">;
}

export function createMailer({ smtpUrl, from, emails }: MailerOptions): Mailer {
  // Short timeouts: mail is sent while a visitor waits for the contact form to answer.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;

  return {
    mode: transport ? "smtp" : "local-inbox",
    async sendMail({ to, subject, html, text, replyTo }) {
      const record = {
        from,
        to,
        subject,
        html,
        ...(text ? { text } : {}),
        ...(replyTo ? { replyTo } : {}),
      };
      if (!transport) return emails.create({ ...record, status: "delivered" });
      try {
        await transport.sendMail({ from, to, subject, html, text, replyTo });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, to }, "Mail failed");
        return emails.create({ ...record, status: "failed", error: reason });
      }
      return emails.create({ ...record, status: "delivered" });
    },
  };
}

let configured: Mailer | undefined;

/** The process's mailer, from SMTP_URL and MAIL_FROM, recording into the database's inbox. */
export function mailer(): Mailer {
  configured ??= createMailer({
    smtpUrl: config().SMTP_URL,
    from: config().MAIL_FROM,
    // Looked up per mail, so a reopened database is picked up.
    emails: { create: async (email) => (await db()).emails.create(email) },
  });
  return configured;
}

/** Shorthand for `mailer().sendMail(message)`. */
export const sendMail = (message: MailMessage) => mailer().sendMail(message);

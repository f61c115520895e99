import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "~/data/test-databases";
import { logger } from "~/server/log/logger.server";
import { createMailer } from "./mail.server";

const FROM = "Viewfinder <no-reply@viewfinder.test>";
const message = {
  to: "ana@example.com",
  subject: "Contact Form: Prints",
  html: "<p>Do you sell <b>prints</b>?</p>",
  text: "Do you sell prints?",
  replyTo: "visitor@example.com",
};

/** A real SMTP server on loopback that parses what it receives, or refuses every recipient. */
async function startSmtpServer({ refuse }: { refuse?: string } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse) return callback();
      callback(Object.assign(new Error(refuse), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  servers.push(server);
  return { url: `smtp://127.0.0.1:${port}`, port, received };
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(
    servers
      .splice(0)
      .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  vi.restoreAllMocks();
});

describe("mailer", () => {
  const t = useTestDatabase("embedded");

  it("records mail in the local inbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ from: FROM, emails: t.db.emails });

    const email = await mailer.sendMail(message);

    expect(mailer.mode).toBe("local-inbox");
    expect(email).toMatchObject({ ...message, from: FROM, status: "delivered" });
    expect(await t.db.emails.list()).toEqual([email]);
  });

  it("sends over SMTP and records the mail as delivered", async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, emails: t.db.emails });

    const email = await mailer.sendMail(message);

    expect(mailer.mode).toBe("smtp");
    expect(email).toMatchObject({ to: message.to, subject: message.subject, status: "delivered" });
    expect(email).not.toHaveProperty("error");
    expect(await t.db.emails.findById(email.id)).toEqual(email);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.subject).toBe(message.subject);
    expect(mail.from?.value[0]).toMatchObject({
      name: "Viewfinder",
      address: "no-reply@viewfinder.test",
    });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(message.to);
    expect(mail.replyTo?.text).toBe(message.replyTo);
    expect(mail.html).toContain("<p>Do you sell <b>prints</b>?</p>");
    expect(mail.text?.trim()).toBe(message.text);
  });

  it("records a refused mail as failed with the server's answer", async () => {
    const smtp = await startSmtpServer({ refuse: "Mailbox unavailable" });
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, emails: t.db.emails });
    vi.spyOn(logger, "error").mockImplementation(() => undefined);

    const email = await mailer.sendMail(message);

    expect(email).toMatchObject({ to: message.to, subject: message.subject, status: "failed" });
    expect(email.error).toMatch(/550.*Mailbox unavailable/);
    expect(await t.db.emails.list()).toEqual([email]);
    expect(smtp.received).toHaveLength(0);
  });

  it("records a mail as failed when the SMTP server cannot be reached", async () => {
    const smtp = await startSmtpServer();
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, emails: t.db.emails });
    vi.spyOn(logger, "error").mockImplementation(() => undefined);

    const email = await mailer.sendMail(message);

    expect(email.status).toBe("failed");
    expect(email.error).toMatch(/ECONNREFUSED/);
    expect(await t.db.emails.count()).toBe(1);
  });
});

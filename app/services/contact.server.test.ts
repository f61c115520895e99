import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactSchema } from "~/utils/contact-schema";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-contact-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "contact-test-secret";

const { closeDatabase, db } = await import("~/data/db.server");
const { submitContactMessage } = await import("./contact.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const valid = {
  name: "Vi Sitor",
  email: "vi@example.test",
  subject: "Prints",
  message: "Do you sell prints of the dunes?",
};

describe("contact messages", () => {
  it("applies the spec's rules and texts", () => {
    const result = contactSchema.safeParse({
      name: "V",
      email: "nope",
      subject: "P",
      message: "short",
      honeypot: "x",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Subject must be at least 2 characters.",
      "Message must be at least 10 characters.",
      "Bot detection failed",
    ]);
  });

  it("stores the message and mails the admins and the portfolio's owner", async () => {
    const { users, messages, emails } = await db();
    await users.create({ email: "admin@example.test", role: "admin", username: "admin" });
    const owner = await users.create({ email: "owner@example.test", username: "owner" });
    await submitContactMessage(
      contactSchema.parse({ ...valid, portfolioUserId: owner.id }),
      "127.0.0.1",
    );

    const [stored] = await messages.list();
    expect(stored).toMatchObject({
      name: "Vi Sitor",
      subject: "Prints",
      portfolioUserId: owner.id,
    });
    const inbox = await emails.list();
    expect(inbox.map((m) => m.to).sort()).toEqual(["admin@example.test", "owner@example.test"]);
    expect(inbox[0]).toMatchObject({
      subject: "Contact Form: Prints",
      status: "delivered",
      replyTo: "vi@example.test",
    });
  });

  it("escapes what the visitor wrote in the mail", async () => {
    const { emails } = await db();
    await submitContactMessage(
      contactSchema.parse({ ...valid, message: "<script>alert(1)</script> hello" }),
      "127.0.0.2",
    );
    const [latest] = await emails.list({ limit: 1 });
    expect(latest!.html).not.toContain("<script>");
    expect(latest!.html).toContain("&#60;script&#62;");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactSchema } from "~/utils/contact-schema";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-inbox-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "inbox-test-secret";

const { closeDatabase, db } = await import("~/data/db.server");
const { submitContactMessage } = await import("~/services/contact.server");
const { getInboxEmail, listInbox } = await import("./inbox.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the local inbox", () => {
  it("lists every mail newest first, without bodies", async () => {
    const { emails, users } = await db();
    await users.create({ email: "boss@example.test", role: "admin", username: "boss" });
    await emails.create({
      from: "Viewfinder <no-reply@localhost>",
      to: "boss@example.test",
      subject: "Older",
      html: "<p>old</p>",
      status: "failed",
      error: "connection refused",
      timestamp: new Date("2024-01-01T10:00:00Z"),
    });
    await submitContactMessage(
      contactSchema.parse({
        name: "Vi Sitor",
        email: "vi@example.test",
        subject: "Prints & frames",
        message: "Do you sell prints of the dunes?",
      }),
      "127.0.0.1",
    );

    const inbox = await listInbox();
    expect(inbox).toHaveLength(2);
    expect(inbox[0]).toEqual({
      id: expect.any(String),
      subject: "Contact Form: Prints & frames",
      from: "Viewfinder <no-reply@localhost>",
      to: "boss@example.test",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: "delivered",
    });
    expect(inbox[1]).toMatchObject({ subject: "Older", status: "failed" });
    expect(inbox[1]!.timestamp).toBe("2024-01-01T10:00:00.000Z");
  });

  it("opens one mail with its body and a reply to the visitor", async () => {
    const [latest] = await listInbox();
    const email = await getInboxEmail(latest!.id);
    expect(email).toMatchObject({
      subject: "Contact Form: Prints & frames",
      replyTo: "vi@example.test",
      replyHref: "mailto:vi@example.test?subject=Re%3A%20Prints%20%26%20frames",
      error: null,
    });
    expect(email!.html).toContain("Do you sell prints of the dunes?");
    expect(email!.html).toContain("<strong>From:</strong>");
  });

  it("cleans a body that would run scripts or load remote things", async () => {
    const { emails } = await db();
    const stored = await emails.create({
      from: "x@example.test",
      to: "boss@example.test",
      subject: "Tricky",
      html: `<p onclick="alert(1)">Hi<script>alert(2)</script><img src="https://tracker.example/p.gif"><a href="javascript:alert(3)">x</a><style>body{background:url(https://t.example/)}</style></p>`,
      status: "delivered",
    });
    const email = await getInboxEmail(stored.id);
    expect(email!.html).toBe("<p>Hix</p>");
    expect(email!.replyHref).toBe("mailto:x@example.test?subject=Re%3A%20Tricky");
  });

  it("answers null for an unknown mail", async () => {
    expect(await getInboxEmail("no-such-mail")).toBeNull();
  });
});

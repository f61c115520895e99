import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "~/utils/contact-schema";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-own-messages-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "own-messages-test-secret";
process.env.RATE_LIMITS = "false";

const { closeDatabase, db } = await import("~/data/db.server");
const { submitContactMessage } = await import("~/services/contact.server");
const { deleteOwnMessage, MESSAGES_PER_PAGE, openOwnMessage, ownMessagesPage, unreadMessageCount } =
  await import("./messages.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const people = { p1: "", p2: "" };

beforeAll(async () => {
  const { users } = await db();
  people.p1 = (await users.create({ email: "p1@example.test", username: "pone" })).id;
  people.p2 = (await users.create({ email: "p2@example.test", username: "ptwo" })).id;
});

const write = (subject: string, portfolioUserId?: string) =>
  submitContactMessage(
    contactSchema.parse({
      name: "Vi Sitor",
      email: "vi@example.test",
      subject,
      message: "Do you sell prints of the dunes?",
      ...(portfolioUserId ? { portfolioUserId } : {}),
    }),
    "127.0.0.1",
  );

describe("Account → Messages", () => {
  it("shows a photographer the messages sent through their portfolio, and no one else's", async () => {
    const sent = await write("Prints & framing?", people.p1);
    await write("For the platform");

    const mine = await ownMessagesPage(people.p1, 1);
    expect(mine).toMatchObject({ total: 1, unread: 1, page: 1, pageCount: 1 });
    expect(mine.messages).toEqual([
      expect.objectContaining({
        id: sent.id,
        subject: "Prints & framing?",
        name: "Vi Sitor",
        read: false,
        replyHref: `mailto:vi@example.test?subject=${encodeURIComponent("Re: Prints & framing?")}`,
      }),
    ]);
    expect(await unreadMessageCount(people.p1)).toBe(1);
    expect(await ownMessagesPage(people.p2, 1)).toMatchObject({ total: 0, messages: [] });

    // Another photographer can neither open nor delete it.
    expect(await openOwnMessage(people.p2, sent.id)).toBe(false);
    expect(await deleteOwnMessage(people.p2, sent.id)).toBe(false);
    expect(await unreadMessageCount(people.p1)).toBe(1);

    expect(await openOwnMessage(people.p1, sent.id)).toBe(true);
    expect(await unreadMessageCount(people.p1)).toBe(0);
    expect((await ownMessagesPage(people.p1, 1)).messages[0]!.read).toBe(true);

    expect(await deleteOwnMessage(people.p1, sent.id)).toBe(true);
    expect((await ownMessagesPage(people.p1, 1)).total).toBe(0);
    // The admins' list keeps the platform's own message.
    const { messages } = await db();
    expect((await messages.list()).map((m) => m.subject)).toEqual(["For the platform"]);
  });

  it(`pages the list by ${MESSAGES_PER_PAGE}, newest first; a page past the end shows the last`, async () => {
    for (let i = 1; i <= MESSAGES_PER_PAGE + 1; i++) await write(`Enquiry ${i}`, people.p2);

    const first = await ownMessagesPage(people.p2, 1);
    expect(first).toMatchObject({ total: MESSAGES_PER_PAGE + 1, page: 1, pageCount: 2 });
    expect(first.messages).toHaveLength(MESSAGES_PER_PAGE);
    const second = await ownMessagesPage(people.p2, 2);
    expect(second.messages).toHaveLength(1);
    const seen = [...first.messages, ...second.messages].map((m) => m.id);
    expect(new Set(seen).size).toBe(MESSAGES_PER_PAGE + 1);
    expect(await ownMessagesPage(people.p2, 9)).toMatchObject({ page: 2 });
    expect(await unreadMessageCount(people.p2)).toBe(MESSAGES_PER_PAGE + 1);
  });
});

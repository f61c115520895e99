import { describe, expect, it } from "vitest";
import { messageSchema } from "./messages.server";
import { openSqliteEngine } from "./sqlite-engine.server";
import { engines, tick, useTestDatabase } from "./test-databases";

describe.each(engines)("messages repository (%s)", (engine) => {
  const t = useTestDatabase(engine);
  const send = (subject: string, portfolioUserId?: string) =>
    t.db.messages.create({
      name: "Visitor",
      email: "visitor@example.com",
      subject,
      message: "I would love a print of this.",
      ...(portfolioUserId ? { portfolioUserId } : {}),
    });

  it("stores messages and lists them newest first", async () => {
    const first = await send("First");
    await tick();
    const second = await send("Second", "u1");

    expect(first).toMatchObject({ subject: "First", name: "Visitor" });
    expect(first.createdAt).toBeInstanceOf(Date);
    expect((await t.db.messages.list()).map((m) => m.id)).toEqual([second.id, first.id]);
    expect((await t.db.messages.list({ portfolioUserId: "u1" })).map((m) => m.id)).toEqual([second.id]);
    expect(await t.db.messages.count()).toBe(2);
    expect(await t.db.messages.findById(first.id)).toEqual(first);
  });

  it("deletes a message", async () => {
    const message = await send("Bye");

    expect(await t.db.messages.delete(message.id)).toBe(true);
    expect(await t.db.messages.delete(message.id)).toBe(false);
    expect(await t.db.messages.count()).toBe(0);
  });

  it("refuses a message without a body", async () => {
    await expect(
      t.db.messages.create({ name: "A", email: "a@b.c", subject: "S", message: "" }),
    ).rejects.toMatchObject({ name: "InvalidDocumentError" });
  });

  it("gives each photographer a page of their own messages, newest first, with unread counts", async () => {
    const sent = [];
    for (const subject of ["One", "Two", "Three"]) {
      sent.push(await send(subject, "p1"));
      await tick();
    }
    const other = await send("Elsewhere", "p2");
    await send("Platform", undefined);

    const page = (skip: number, limit: number) =>
      t.db.messages.listForRecipient("p1", { skip, limit }).then((list) => list.map((m) => m.subject));
    expect(await page(0, 2)).toEqual(["Three", "Two"]);
    expect(await page(2, 2)).toEqual(["One"]);
    expect(await t.db.messages.countForRecipient("p1")).toBe(3);
    expect(await t.db.messages.countUnreadForRecipient("p1")).toBe(3);
    expect(sent[0]!.read).toBe(false);

    const opened = await t.db.messages.markReadForRecipient(sent[1]!.id, "p1");
    expect(opened).toMatchObject({ subject: "Two", read: true });
    expect(await t.db.messages.countUnreadForRecipient("p1")).toBe(2);
    // Reading it again changes nothing.
    await t.db.messages.markReadForRecipient(sent[1]!.id, "p1");
    expect(await t.db.messages.countUnreadForRecipient("p1")).toBe(2);
    expect(await t.db.messages.countUnreadForRecipient("p2")).toBe(1);
    expect(await t.db.messages.countUnreadForRecipient("nobody")).toBe(0);
    expect(other.portfolioUserId).toBe("p2");
  });

  it("never lets one photographer read or delete another's message, nor a platform message", async () => {
    const theirs = await send("For p2", "p2");
    const platform = await send("For the admins");

    expect(await t.db.messages.markReadForRecipient(theirs.id, "p1")).toBeNull();
    expect(await t.db.messages.deleteForRecipient(theirs.id, "p1")).toBe(false);
    expect(await t.db.messages.markReadForRecipient(platform.id, "p1")).toBeNull();
    expect(await t.db.messages.deleteForRecipient(platform.id, "p1")).toBe(false);
    expect(await t.db.messages.findById(theirs.id)).toMatchObject({ read: false });
    expect(await t.db.messages.count()).toBe(2);

    expect(await t.db.messages.deleteForRecipient(theirs.id, "p2")).toBe(true);
    expect(await t.db.messages.countForRecipient("p2")).toBe(0);
    expect(await t.db.messages.countUnreadForRecipient("p2")).toBe(0);
  });

  // A message stored before read marks has no `read`: an old installation's, moved in as it was.
  it.runIf(engine === "embedded")(
    "counts messages stored before read marks as unread once migrated",
    async () => {
      await send("Current", "p1");
      await t.db.close();
      const legacy = {
        _id: "legacy-message",
        name: "Old Visitor",
        email: "old@example.com",
        subject: "From last year",
        message: "Written before messages could be read in the app.",
        portfolioUserId: "p1",
        createdAt: new Date(Date.UTC(2025, 0, 5)),
      };
      const engine = await openSqliteEngine(t.dataDir);
      await (await engine.collection("messages", messageSchema)).insertRaw([legacy]);
      await engine.close();
      const db = await t.reopen();

      expect(await db.messages.countUnreadForRecipient("p1")).toBe(1);
      expect(await db.messages.markUnmarkedUnread()).toBe(1);
      expect(await db.messages.markUnmarkedUnread()).toBe(0);
      expect(await db.messages.countUnreadForRecipient("p1")).toBe(2);
      const list = await db.messages.listForRecipient("p1", { skip: 0, limit: 10 });
      expect(list.map((m) => [m.subject, m.read])).toEqual([
        ["Current", false],
        ["From last year", false],
      ]);
    },
  );
});

import { describe, expect, it } from "vitest";
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
});

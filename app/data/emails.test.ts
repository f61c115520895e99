import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("emails repository (%s)", (engine) => {
  const t = useTestDatabase(engine);
  const mail = { subject: "Hi", from: "site@example.com", to: "ana@example.com", html: "<p>Hi</p>" };

  it("records mails and lists them newest first", async () => {
    const older = await t.db.emails.create({ ...mail, status: "delivered", timestamp: new Date("2024-01-01") });
    const newer = await t.db.emails.create({ ...mail, status: "failed", error: "550 no such user" });

    expect(newer).toMatchObject({ ...mail, status: "failed", error: "550 no such user" });
    expect(newer.timestamp).toBeInstanceOf(Date);
    expect((await t.db.emails.list()).map((e) => e.id)).toEqual([newer.id, older.id]);
    expect((await t.db.emails.list({ limit: 1 })).map((e) => e.id)).toEqual([newer.id]);
    expect(await t.db.emails.findById(older.id)).toEqual(older);
    expect(await t.db.emails.findById("missing")).toBeNull();
    expect(await t.db.emails.count()).toBe(2);
  });

  it("refuses an unknown status", async () => {
    await expect(
      t.db.emails.create({ ...mail, status: "queued" as "delivered" }),
    ).rejects.toMatchObject({ name: "InvalidDocumentError" });
  });
});

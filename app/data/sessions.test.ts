import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe.each(engines)("sessions repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates, reads, updates and deletes a session", async () => {
    const expiresAt = inOneHour();
    const id = await t.db.sessions.create({ data: { theme: "dark" }, expiresAt });

    expect(await t.db.sessions.read(id)).toEqual({ id, data: { theme: "dark" }, expiresAt });

    const later = new Date(expiresAt.getTime() + 1000);
    expect(await t.db.sessions.update(id, { userId: "u1", data: { userId: "u1" }, expiresAt: later })).toBe(true);
    expect(await t.db.sessions.read(id)).toEqual({
      id,
      userId: "u1",
      data: { userId: "u1" },
      expiresAt: later,
    });

    // Signing out writes data without a user: the record no longer belongs to anyone.
    await t.db.sessions.update(id, { data: {}, expiresAt: later });
    expect(await t.db.sessions.read(id)).toEqual({ id, data: {}, expiresAt: later });

    expect(await t.db.sessions.delete(id)).toBe(true);
    expect(await t.db.sessions.read(id)).toBeNull();
  });

  it("does not recreate a session that is gone", async () => {
    expect(await t.db.sessions.update("gone", { data: { a: 1 }, expiresAt: inOneHour() })).toBe(false);
    expect(await t.db.sessions.read("gone")).toBeNull();
  });

  it("treats an expired session as absent and deletes expired ones", async () => {
    const expired = await t.db.sessions.create({ data: { a: 1 }, expiresAt: new Date(Date.now() - 1000) });
    const live = await t.db.sessions.create({ data: { b: 2 }, expiresAt: inOneHour() });

    expect(await t.db.sessions.read(expired)).toBeNull();
    expect(await t.db.sessions.read(live)).not.toBeNull();
    await t.db.sessions.deleteExpired();
    expect(await t.db.sessions.read(live)).not.toBeNull();
    expect(await t.db.sessions.update(expired, { data: {}, expiresAt: inOneHour() })).toBe(false);
  });

  it("deletes every session of a user", async () => {
    const a = await t.db.sessions.create({ userId: "u1", data: {}, expiresAt: inOneHour() });
    const b = await t.db.sessions.create({ userId: "u1", data: {}, expiresAt: inOneHour() });
    const other = await t.db.sessions.create({ userId: "u2", data: {}, expiresAt: inOneHour() });

    expect(await t.db.sessions.deleteByUser("u1")).toBe(2);
    expect(await t.db.sessions.read(a)).toBeNull();
    expect(await t.db.sessions.read(b)).toBeNull();
    expect(await t.db.sessions.read(other)).toMatchObject({ userId: "u2" });
  });

  it("keeps nested session data intact", async () => {
    const data = { userId: "u1", __flash_toast__: { type: "success", title: "Saved" }, list: [1, 2] };
    const id = await t.db.sessions.create({ userId: "u1", data, expiresAt: inOneHour() });

    expect((await t.db.sessions.read(id))?.data).toEqual(data);
  });
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INVITATION_LIFETIME_MS } from "./invitations.server";
import { engines, tick, useTestDatabase } from "./test-databases";

const TOKEN = "Zk3Jd9vYq0u2mXo7cLr5sQ";

describe.each(engines)("invitations repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("lets a link be used once, even by two sign-ups at the same moment", async () => {
    const invitation = await t.db.invitations.create({ token: TOKEN, createdBy: "admin1" });

    expect(await t.db.invitations.isLive(TOKEN)).toBe(true);
    expect(await t.db.invitations.isLive(`${TOKEN}x`)).toBe(false);
    const [first, second] = await Promise.all([
      t.db.invitations.consume(TOKEN),
      t.db.invitations.consume(TOKEN),
    ]);
    expect([first, second].filter(Boolean)).toEqual([invitation.id]);
    expect(await t.db.invitations.isLive(TOKEN)).toBe(false);
  });

  it("gives a link back when its account could not be made, but not once it made one", async () => {
    const { id } = await t.db.invitations.create({ token: TOKEN, createdBy: "admin1" });

    await t.db.invitations.consume(TOKEN);
    await t.db.invitations.release(id);
    expect(await t.db.invitations.consume(TOKEN)).toBe(id);
    await t.db.invitations.markUsedBy(id, "user1");
    await t.db.invitations.release(id);

    expect(await t.db.invitations.isLive(TOKEN)).toBe(false);
    expect((await t.db.invitations.list())[0]).toMatchObject({ id, usedBy: "user1" });
  });

  it("revokes a waiting link only, and lists the newest first without tokens", async () => {
    const older = await t.db.invitations.create({ token: TOKEN, createdBy: "admin1" });
    await tick();
    const newer = await t.db.invitations.create({ token: `${TOKEN}2`, createdBy: "admin1" });

    expect(await t.db.invitations.revoke(older.id)).toBe(true);
    expect(await t.db.invitations.revoke(older.id)).toBe(false);
    expect(await t.db.invitations.consume(TOKEN)).toBeNull();
    const listed = await t.db.invitations.list();
    expect(listed.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(listed[1]!.revokedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(listed)).not.toContain("tokenHash");
  });

  it("stops working 7 days after it was made, unused", async () => {
    const madeAt = new Date("2026-03-01T12:00:00Z");
    await t.db.invitations.create({ token: TOKEN, createdBy: "admin1", createdAt: madeAt });
    const at = (ms: number) => new Date(madeAt.getTime() + ms);

    expect(await t.db.invitations.isLive(TOKEN, at(INVITATION_LIFETIME_MS - 1000))).toBe(true);
    expect(await t.db.invitations.isLive(TOKEN, at(INVITATION_LIFETIME_MS))).toBe(false);
    expect(await t.db.invitations.consume(TOKEN, at(INVITATION_LIFETIME_MS + 1))).toBeNull();
    expect((await t.db.invitations.list())[0]!.usedAt).toBeUndefined();
    expect(await t.db.invitations.consume(TOKEN, at(INVITATION_LIFETIME_MS - 1000))).not.toBeNull();
  });

  it.runIf(engine === "embedded")("stores only the token's hash", async () => {
    await t.db.invitations.create({ token: TOKEN, createdBy: "admin1" });
    await t.reopen();

    const dir = path.join(t.dataDir, "db");
    const stored = (
      await Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file), "latin1")))
    ).join("");
    expect(stored).not.toContain(TOKEN);
  });
});

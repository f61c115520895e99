import { describe, expect, it } from "vitest";
import { tokenCipher } from "~/services/google-photos/token-cipher.server";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("google connections repository (%s)", (engine) => {
  const t = useTestDatabase(engine);
  const cipher = tokenCipher("a-session-secret-for-tests");
  const inAnHour = () => new Date(Date.now() + 3600_000);

  it("stores one connection per user, tokens only as ciphertext", async () => {
    const saved = await t.db.googleConnections.save({
      userId: "u1",
      accessToken: cipher.seal("ya29.access-in-clear"),
      refreshToken: cipher.seal("1//refresh-in-clear"),
      expiresAt: inAnHour(),
      scope: "https://www.googleapis.com/auth/photospicker.mediaitems.readonly",
    });
    expect(saved).toMatchObject({ userId: "u1", syncErrors: [] });
    expect(JSON.stringify(saved)).not.toContain("in-clear");
    expect(cipher.open(saved.accessToken)).toBe("ya29.access-in-clear");
    expect(cipher.open(saved.refreshToken!)).toBe("1//refresh-in-clear");

    // Reconnecting replaces the tokens of the same record.
    const again = await t.db.googleConnections.save({
      userId: "u1",
      accessToken: cipher.seal("second"),
      expiresAt: inAnHour(),
      scope: "s",
    });
    expect(again.id).toBe(saved.id);
    expect(cipher.open(again.refreshToken!)).toBe("1//refresh-in-clear");
    expect(cipher.open((await t.db.googleConnections.findByUserId("u1"))!.accessToken)).toBe(
      "second",
    );
  });

  it("updates tokens, records syncs and deletes", async () => {
    await t.db.googleConnections.save({
      userId: "u2",
      accessToken: cipher.seal("a"),
      refreshToken: cipher.seal("r"),
      expiresAt: new Date(0),
      scope: "s",
    });
    const later = inAnHour();
    expect(
      await t.db.googleConnections.updateTokens("u2", {
        accessToken: cipher.seal("b"),
        expiresAt: later,
      }),
    ).toBe(true);
    const updated = (await t.db.googleConnections.findByUserId("u2"))!;
    expect(cipher.open(updated.accessToken)).toBe("b");
    expect(cipher.open(updated.refreshToken!)).toBe("r");
    expect(updated.expiresAt.getTime()).toBe(later.getTime());

    await t.db.googleConnections.recordSync("u2", ["IMG_1.jpg: download failed"]);
    const synced = (await t.db.googleConnections.findByUserId("u2"))!;
    expect(synced.lastSync).toBeInstanceOf(Date);
    expect(synced.syncErrors).toEqual(["IMG_1.jpg: download failed"]);

    expect(await t.db.googleConnections.delete("u2")).toBe(true);
    expect(await t.db.googleConnections.findByUserId("u2")).toBeNull();
  });

  it("refuses a tampered token", () => {
    const sealed = cipher.seal("secret");
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = `${v}.${iv}.${tag}.${data!.slice(0, -2)}AA`;
    expect(() => cipher.open(flipped)).toThrow();
    expect(() => tokenCipher("another-secret-entirely").open(sealed)).toThrow();
  });
});

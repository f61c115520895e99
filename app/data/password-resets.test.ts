import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000);
const TOKEN = "k3Jd9vYq0u2mXo7cLr5sTb1wAe8nZg4hPf6iQy2xWc0";

describe.each(engines)("password resets repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("finds a live link and lets it be used once", async () => {
    await t.db.passwordResets.create({ userId: "u1", token: TOKEN, expiresAt: inOneHour() });

    expect(await t.db.passwordResets.findLive(TOKEN)).toMatchObject({ userId: "u1" });
    expect(await t.db.passwordResets.findLive(`${TOKEN}x`)).toBeNull();
    const [first, second] = await Promise.all([
      t.db.passwordResets.consume(TOKEN),
      t.db.passwordResets.consume(TOKEN),
    ]);
    expect([first, second].sort()).toEqual(["u1", null].sort());
    expect(await t.db.passwordResets.findLive(TOKEN)).toBeNull();
    expect(await t.db.passwordResets.consume(TOKEN)).toBeNull();
  });

  it("treats an expired link as dead", async () => {
    await t.db.passwordResets.create({
      userId: "u1",
      token: TOKEN,
      expiresAt: new Date(Date.now() - 1000),
    });

    expect(await t.db.passwordResets.findLive(TOKEN)).toBeNull();
    expect(await t.db.passwordResets.consume(TOKEN)).toBeNull();
  });

  it("revokes every waiting link of one user only", async () => {
    await t.db.passwordResets.create({ userId: "u1", token: "a".repeat(43), expiresAt: inOneHour() });
    await t.db.passwordResets.create({ userId: "u1", token: "b".repeat(43), expiresAt: inOneHour() });
    await t.db.passwordResets.create({ userId: "u2", token: "c".repeat(43), expiresAt: inOneHour() });

    expect(await t.db.passwordResets.revokeForUser("u1")).toBe(2);
    expect(await t.db.passwordResets.findLive("a".repeat(43))).toBeNull();
    expect(await t.db.passwordResets.findLive("b".repeat(43))).toBeNull();
    expect(await t.db.passwordResets.findLive("c".repeat(43))).toMatchObject({ userId: "u2" });
  });

  it.runIf(engine === "embedded")("stores only the token's SHA-256", async () => {
    await t.db.passwordResets.create({ userId: "u1", token: TOKEN, expiresAt: inOneHour() });
    await t.reopen();

    const dir = path.join(t.dataDir, "db");
    const stored = (
      await Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file), "latin1")))
    ).join("");
    expect(stored).toContain(createHash("sha256").update(TOKEN).digest("hex"));
    expect(stored).not.toContain(TOKEN);
  });
});

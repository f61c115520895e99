import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-bootstrap-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "bootstrap-test-secret";
process.env.ADMIN_EMAIL = "Boss@Example.test";
process.env.ADMIN_PASSWORD = "boss-password";

const { closeDatabase, db } = await import("~/data/db.server");
const { ensureAdmin } = await import("./bootstrap.server");
const { verifyPassword } = await import("~/services/passwords.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("creates the admin once, ready to sign in, and leaves it alone after", async () => {
    await ensureAdmin();
    await ensureAdmin();
    const { users } = await db();
    const admin = await users.findByEmail("boss@example.test");
    expect(admin?.role).toBe("admin");
    expect(admin?.username).toBe("Boss");
    expect(await verifyPassword("boss-password", admin!.passwordHash!)).toBe(true);
    expect(await users.count({ role: "admin" })).toBe(1);
  });

  it("promotes an existing account without touching its password", async () => {
    const { users } = await db();
    await users.delete((await users.findByEmail("boss@example.test"))!.id);
    const existing = await users.create({
      email: "boss@example.test",
      passwordHash: "scrypt$keep",
      role: "user",
    });
    await ensureAdmin();
    const promoted = await users.findById(existing.id);
    expect(promoted?.role).toBe("admin");
    expect(promoted?.passwordHash).toBe("scrypt$keep");
  });
});

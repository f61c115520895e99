import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createHashingPool, PasswordHashingBusy } from "./password-hashing-pool.server";

// Small parameters: these tests are about the queue, not the cost of a hash.
const FAST = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const SALT = Buffer.from("0123456789abcdef");

describe("the password hashing pool", () => {
  it("computes what node:crypto computes", async () => {
    const pool = createHashingPool({ threads: 1 });
    const key = await pool.scrypt("secret", SALT, 64, FAST);
    expect(key.equals(scryptSync("secret", SALT, 64, FAST))).toBe(true);
  });

  it("answers busy at once, with a wait, when its queue is full, and finishes the rest", async () => {
    const pool = createHashingPool({ threads: 1, maxWaiting: 2 });
    // One runs, two wait, the fourth is refused without being hashed.
    const accepted = [1, 2, 3].map((i) => pool.scrypt(`p${i}`, SALT, 32, FAST));
    const refused = await pool.scrypt("p4", SALT, 32, FAST).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PasswordHashingBusy);
    expect((refused as PasswordHashingBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as PasswordHashingBusy).message).toMatch(/try again in a few seconds/);
    const keys = await Promise.all(accepted);
    expect(keys.map((key) => key.length)).toEqual([32, 32, 32]);
    // Room again once the queue drained.
    await expect(pool.scrypt("p5", SALT, 32, FAST)).resolves.toHaveLength(32);
  });

  it("reports a failed hash to its caller and keeps serving", async () => {
    const pool = createHashingPool({ threads: 1 });
    await expect(pool.scrypt("x", SALT, 32, { ...FAST, N: 3 })).rejects.toThrow();
    await expect(pool.scrypt("x", SALT, 32, FAST)).resolves.toHaveLength(32);
  });
});

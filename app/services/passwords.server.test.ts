import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server";

// Stored by the code before the hashing pool (node:crypto's async scrypt): still a valid login.
const STORED_BEFORE_POOL =
  "scrypt$131072$8$1$dmlld2ZpbmRlci1zYWx0IQ==$N5X656DPGw/OV8UIdVWfYDA/Egg+CzcedXyEKJ5yprjK94Dyh373JIBRqfAF2ffTDKUxPQyuoPWJMsY94liESA==";

describe("password hashing", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("accepts hashes stored before the pool", async () => {
    expect(await verifyPassword("correct horse battery staple", STORED_BEFORE_POOL)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", STORED_BEFORE_POOL)).toBe(false);
  });

  it("leaves file reads free while passwords are being hashed", async () => {
    let firstHashAt = 0;
    const hashes = Array.from({ length: 6 }, () =>
      hashPassword("burst").then(() => (firstHashAt ||= performance.now())),
    );
    // libuv's 4 threads read files: a read must not queue behind the hashes.
    await readFile(new URL("../../package.json", import.meta.url));
    const readAt = performance.now();
    await Promise.all(hashes);
    expect(readAt).toBeLessThan(firstHashAt);
  }, 30_000);
});

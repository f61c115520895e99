import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-credentials-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "credentials-test-secret";

const { closeDatabase } = await import("~/data/db.server");
const { verifyCredentials } = await import("./credentials.server");
const { signUp } = await import("./sign-in.server");
const { AuthFailure, GENERIC_SIGN_IN_FAILURE } = await import("./errors.server");
const { SignInThrottled } = await import("./sign-in-limits.server");

beforeAll(async () => {
  await signUp("limit@example.test", "right-password");
  await signUp("other@example.test", "right-password");
});
afterAll(async () => {
  vi.useRealTimers();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("email-and-password sign-in", () => {
  it("accepts the right password, whatever the email's case", async () => {
    const user = await verifyCredentials({
      email: "LIMIT@example.test",
      password: "right-password",
    });
    expect(user.email).toBe("limit@example.test");
  });

  it("answers one generic message for an unknown email and for a wrong password", async () => {
    for (const email of ["nobody@example.test", "other@example.test"]) {
      await expect(verifyCredentials({ email, password: "wrong" })).rejects.toThrow(
        GENERIC_SIGN_IN_FAILURE,
      );
    }
  });

  it("slows an account down after four failures, and lets the right password in after the wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const guess = () => verifyCredentials({ email: "limit@example.test", password: "guess" });
    for (let i = 0; i < 4; i++) await expect(guess()).rejects.toThrow(GENERIC_SIGN_IN_FAILURE);
    // The fifth failure locks the account for a second, the sixth for two.
    await expect(guess()).rejects.toThrow(GENERIC_SIGN_IN_FAILURE);
    const locked = await guess().catch((e: unknown) => e);
    expect(locked).toBeInstanceOf(SignInThrottled);
    expect((locked as InstanceType<typeof SignInThrottled>).retryAfterSeconds).toBe(1);
    vi.advanceTimersByTime(1000);
    await expect(guess()).rejects.toThrow(GENERIC_SIGN_IN_FAILURE);
    await expect(
      verifyCredentials({ email: "limit@example.test", password: "right-password" }),
    ).rejects.toThrow("Please wait 2 seconds");
    // Other accounts are unaffected.
    const other = await verifyCredentials({
      email: "other@example.test",
      password: "right-password",
    });
    expect(other.email).toBe("other@example.test");
    // Never a 15-minute lockout: two seconds later the owner signs in, and the count starts over.
    vi.advanceTimersByTime(2000);
    const user = await verifyCredentials({
      email: "limit@example.test",
      password: "right-password",
    });
    expect(user.email).toBe("limit@example.test");
    await expect(guess()).rejects.toBeInstanceOf(AuthFailure);
    await expect(guess()).rejects.not.toBeInstanceOf(SignInThrottled);
  });
});

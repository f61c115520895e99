import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-credentials-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "credentials-test-secret";

const { closeDatabase } = await import("~/data/db.server");
const { verifyCredentials } = await import("./credentials.server");
const { signUp } = await import("./sign-in.server");
const { AuthFailure, GENERIC_SIGN_IN_FAILURE, TOO_MANY_ATTEMPTS } = await import("./errors.server");

const request = (ip: string) =>
  new Request("http://localhost/login", { headers: { "X-Forwarded-For": ip } });

beforeAll(async () => {
  await signUp("limit@example.test", "right-password");
  await signUp("other@example.test", "right-password");
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("email-and-password sign-in", () => {
  it("accepts the right password, whatever the email's case", async () => {
    const user = await verifyCredentials({
      email: "LIMIT@example.test",
      password: "right-password",
      request: request("10.0.0.1"),
    });
    expect(user.email).toBe("limit@example.test");
  });

  it("answers one generic message for an unknown email and for a wrong password", async () => {
    for (const email of ["nobody@example.test", "other@example.test"]) {
      await expect(
        verifyCredentials({ email, password: "wrong", request: request("10.0.0.2") }),
      ).rejects.toThrow(GENERIC_SIGN_IN_FAILURE);
    }
  });

  it("locks an account after five failures, even from different addresses", async () => {
    for (let i = 0; i < 5; i++) {
      await expect(
        verifyCredentials({
          email: "limit@example.test",
          password: "guess",
          request: request(`10.1.0.${i}`),
        }),
      ).rejects.toBeInstanceOf(AuthFailure);
    }
    await expect(
      verifyCredentials({
        email: "limit@example.test",
        password: "right-password",
        request: request("10.2.0.1"),
      }),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
    // Other accounts are unaffected.
    const other = await verifyCredentials({
      email: "other@example.test",
      password: "right-password",
      request: request("10.2.0.1"),
    });
    expect(other.email).toBe("other@example.test");
  });

  it("limits attempts per address", async () => {
    const results = [];
    for (let i = 0; i < 31; i++) {
      results.push(
        await verifyCredentials({
          email: `x${i}@example.test`,
          password: "nope",
          request: request("10.9.9.9"),
        }).catch((e: Error) => e.message),
      );
    }
    expect(results.at(-1)).toBe(TOO_MANY_ATTEMPTS);
  });
});

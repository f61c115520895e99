import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * A stolen session must not become a way to guess the password: changing it allows 5 attempts
 * per 15 minutes, and parallel guesses must not all be checked before the first one is counted
 * (docs/decisions/0036-password-hashing-pool.md).
 */

const PASSWORD = "guess-me-not-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-password-guesses-"));
let server: RunningServer;

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "gus@example.test",
    username: "gus",
    firstName: "Gus",
    lastName: "Guessed",
    passwordHash: await hashPassword(PASSWORD),
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "true" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const changePassword = (cookie: string, currentPassword: string) =>
  fetch(`${server.url}/account?tab=settings`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url },
    body: new URLSearchParams({
      intent: "change-password",
      currentPassword,
      newPassword: "taken-over-1",
      confirmPassword: "taken-over-1",
    }),
  });

describe("guessing the current password on the account page", () => {
  it("checks only 5 of 25 parallel guesses, then refuses even the right one", async () => {
    const cookie = await signIn(server, "gus@example.test", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => changePassword(cookie, `wrong-guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(20).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get("Retry-After")).toBe("900");
    expect(await refused.text()).toContain("Too many attempts. Please wait 15 minutes");

    const right = await changePassword(cookie, PASSWORD);
    expect(right.status).toBe(429);
    // The password is what it was.
    await expect(signIn(server, "gus@example.test", PASSWORD)).resolves.toContain("=");
  }, 120_000);
});

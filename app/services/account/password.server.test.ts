import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";
import { WRONG_CURRENT_PASSWORD } from "~/utils/account-schemas";

const dataDir = tempDataDir("viewfinder-change-password-");
process.env.RATE_LIMITS = "true";

const { db, closeDatabase } = await import("~/data/db.server");
const { hashPassword, verifyPassword } = await import("~/services/passwords.server");
const { changePassword } = await import("./password.server");
const { AccountError } = await import("./account-errors.server");

afterAll(async () => {
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe("changing the password under its limit of 5 attempts", () => {
  it("checks no more than 5 of 25 parallel wrong guesses, and refuses a right one sent with them", async () => {
    const { users } = await db();
    const user = await users.create({
      email: "guessed@example.test",
      username: "guessed",
      passwordHash: await hashPassword("right-password-1"),
    });
    const wrong = Array.from({ length: 25 }, (_, i) =>
      changePassword(user, `wrong-guess-${i}`, "taken-over-1"),
    );
    const right = changePassword(user, "right-password-1", "taken-over-1");
    const outcomes = await Promise.allSettled([...wrong, right]);
    const statuses = outcomes.map((outcome) => {
      if (outcome.status === "fulfilled") return 200;
      expect(outcome.reason).toBeInstanceOf(AccountError);
      return (outcome.reason as InstanceType<typeof AccountError>).status;
    });
    // Only the first five were checked (and found wrong); everything after waits 15 minutes.
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(21).fill(429));
    const refused = (outcomes[25] as PromiseRejectedResult).reason as InstanceType<
      typeof AccountError
    >;
    expect(refused.message).toBe("Too many attempts. Please wait 15 minutes before trying again.");
    expect(refused.retryAfterSeconds).toBe(900);
    expect((outcomes[0] as PromiseRejectedResult).reason.message).toBe(WRONG_CURRENT_PASSWORD);
    const stored = (await users.findById(user.id))!.passwordHash!;
    expect(await verifyPassword("right-password-1", stored)).toBe(true);
  }, 60_000);
});

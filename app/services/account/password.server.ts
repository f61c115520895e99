import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { hashPassword, verifyPassword } from "~/services/passwords.server";
import { createRateLimiter } from "~/services/rate-limit.server";
import { WRONG_CURRENT_PASSWORD } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";

// A stolen session must not become a way to guess the password: 5 wrong tries per 15 minutes.
const wrongGuesses = createRateLimiter({
  name: "password-change",
  limit: 5,
  windowMs: 15 * 60 * 1000,
});

/**
 * Spec §2 settings: the current password must be right. Then every session of the user ends
 * (other devices included), so a password change also locks out whoever else was signed in.
 */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  const limited = config().RATE_LIMITS;
  if (limited && wrongGuesses.blocked(user.id)) {
    throw new AccountError("Too many attempts. Please wait 15 minutes before trying again.", 429);
  }
  // Accounts created through single sign-on have no password to change.
  const ok = user.passwordHash ? await verifyPassword(current, user.passwordHash) : false;
  if (!ok) {
    if (limited) wrongGuesses.hit(user.id);
    throw new AccountError(WRONG_CURRENT_PASSWORD, 400);
  }
  wrongGuesses.reset(user.id);
  const { users, sessions } = await db();
  await users.update(user.id, { passwordHash: await hashPassword(next) });
  await sessions.deleteByUser(user.id);
}

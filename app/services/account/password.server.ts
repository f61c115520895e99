import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { hashPassword, PasswordHashingBusy, verifyPassword } from "~/services/passwords.server";
import { createRateLimiter } from "~/services/rate-limit.server";
import { WRONG_CURRENT_PASSWORD } from "~/utils/account-schemas";
import { AccountError } from "./account-errors.server";

const WINDOW_MS = 15 * 60 * 1000;
// A stolen session must not become a way to guess the password: 5 tries per 15 minutes.
const attempts = createRateLimiter({
  name: "password-change",
  limit: 5,
  windowMs: WINDOW_MS,
});

/**
 * docs/product.md#account-page settings: the current password must be right. Then every session of
 * the user ends (other devices included), so a password change also locks out whoever else was
 * signed in. Each attempt is counted before the password is checked, so parallel guesses cannot all
 * be checked before the first failure is counted; the right password forgets the count.
 */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  if (config().RATE_LIMITS && !(await attempts.hit(user.id))) {
    const wait = "Too many attempts. Please wait 15 minutes before trying again.";
    throw new AccountError(wait, 429, "Update Failed", WINDOW_MS / 1000);
  }
  try {
    // Accounts created through single sign-on have no password to change.
    const ok = user.passwordHash ? await verifyPassword(current, user.passwordHash) : false;
    if (!ok) throw new AccountError(WRONG_CURRENT_PASSWORD, 400);
    await attempts.reset(user.id);
    const { users, sessions } = await db();
    await users.update(user.id, { passwordHash: await hashPassword(next) });
    await sessions.deleteByUser(user.id);
  } catch (error) {
    if (error instanceof PasswordHashingBusy) throw busy(error);
    throw error;
  }
}

function busy(error: PasswordHashingBusy): AccountError {
  return new AccountError(error.message, 503, "Update Failed", error.retryAfterSeconds);
}

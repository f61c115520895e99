import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { decoyHash, verifyPassword } from "../passwords.server";
import { AuthFailure, GENERIC_SIGN_IN_FAILURE } from "./errors.server";
import { beginAccountAttempt } from "./sign-in-limits.server";

/**
 * Checks an email and password; every refusal is an AuthFailure with a generic message. Failures
 * slow the account down progressively (SignInThrottled while it must wait); the per-address
 * limit is counted by the sign-in action, which knows the client address.
 */
export async function verifyCredentials({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<User> {
  const normalised = email.trim().toLowerCase();
  if (!normalised || !password) throw new AuthFailure(GENERIC_SIGN_IN_FAILURE);

  const attempt = await beginAccountAttempt(normalised);
  let outcome: "success" | "failure" | "abandoned" = "abandoned";
  try {
    const { users } = await db();
    const user = await users.findByEmail(normalised);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !user.passwordHash || !ok) {
      outcome = "failure";
      throw new AuthFailure(GENERIC_SIGN_IN_FAILURE);
    }
    outcome = "success";
    return user;
  } finally {
    await attempt.end(outcome);
  }
}

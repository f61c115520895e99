import { config } from "~/config.server";
import { createProgressiveLock, createRateLimiter, type LockAttempt } from "../rate-limit.server";
import { AuthFailure } from "./errors.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

// Per client address: generous for shared networks; every post the sign-in action handles counts.
const attemptsPerAddress = createRateLimiter({
  name: "sign-in",
  limit: 30,
  windowMs: FIFTEEN_MINUTES,
});

// Per account: 4 free failures, then 1 s, 2 s, 4 s … up to a minute between guesses
// (docs/decisions/0012-client-address-and-progressive-sign-in-delay.md).
export const ACCOUNT_LOCK = {
  freeFailures: 4,
  baseMs: 1000,
  maxMs: 60_000,
  forgetAfterMs: FIFTEEN_MINUTES,
};
const failuresPerAccount = createProgressiveLock(ACCOUNT_LOCK);

/** A sign-in refused before the password was checked, with the seconds to wait before retrying. */
export class SignInThrottled extends AuthFailure {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "SignInThrottled";
  }
}

export const TOO_MANY_FROM_ADDRESS =
  "Too many sign-in attempts. Please wait 15 minutes before trying again.";

function accountWaitMessage(seconds: number): string {
  const wait = seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `Too many sign-in attempts. Please wait ${wait} before trying again.`;
}

/** Counts one sign-in post from a client address; once it is over its limit, the refusal. */
export async function countSignInAttempt(address: string): Promise<SignInThrottled | null> {
  if (!config().RATE_LIMITS || (await attemptsPerAddress.hit(address))) return null;
  return new SignInThrottled(TOO_MANY_FROM_ADDRESS, 15 * 60);
}

const UNLIMITED: LockAttempt = { end: async () => {} };

/** Starts a password check on an account (normalised email); throws while the account waits. */
export async function beginAccountAttempt(email: string): Promise<LockAttempt> {
  if (!config().RATE_LIMITS) return UNLIMITED;
  const attempt = await failuresPerAccount.begin(email);
  if ("waitMs" in attempt) {
    const seconds = Math.max(1, Math.ceil(attempt.waitMs / 1000));
    throw new SignInThrottled(accountWaitMessage(seconds), seconds);
  }
  return attempt;
}

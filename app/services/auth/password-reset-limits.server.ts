import { config } from "~/config.server";
import { createRateLimiter } from "../rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

// Per client address: room for a shared network, not for a script mailing everyone.
const requestsPerAddress = createRateLimiter({
  name: "password-reset-address",
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
});

// Per account, keyed on the address typed whether or not an account has it, so the refusal
// tells nothing about which addresses have one; a few links an hour is all a person needs.
const requestsPerAccount = createRateLimiter({
  name: "password-reset-account",
  limit: 3,
  windowMs: ONE_HOUR,
});

export const TOO_MANY_FROM_ADDRESS =
  "Too many reset requests from your network. Please wait 15 minutes before trying again.";
export const TOO_MANY_FOR_ACCOUNT =
  "Several reset links were sent for this address in the last hour. Please use the newest one, or wait an hour before asking again.";

/** Counts one request for a reset link; the refusal to show when it is over a limit. */
export async function countResetRequest(
  address: string,
  email: string,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  if (!config().RATE_LIMITS) return null;
  if (!(await requestsPerAddress.hit(address))) {
    return { message: TOO_MANY_FROM_ADDRESS, retryAfterSeconds: FIFTEEN_MINUTES / 1000 };
  }
  if (!(await requestsPerAccount.hit(email.trim().toLowerCase()))) {
    return { message: TOO_MANY_FOR_ACCOUNT, retryAfterSeconds: ONE_HOUR / 1000 };
  }
  return null;
}

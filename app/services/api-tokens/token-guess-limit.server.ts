import { config } from "~/config.server";
import { addressKey } from "~/server/client-address.server";
import { createRateLimiter } from "../rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Tokens that are not tokens, per client (docs/product.md#api-tokens): 20 unknown or malformed
 * Bearer tokens in 15 minutes, then every Bearer request from that client waits out the window.
 * Expired tokens and suspended accounts' do not count: they were real, so nobody is guessing. At
 * 2^256 possible tokens guessing cannot succeed anyway; the limit keeps a guesser from spending
 * the server's time on it and tells the operator's log where it comes from.
 */
export const TOKEN_GUESS_LIMIT = { failures: 20, windowMs: FIFTEEN_MINUTES };

export const TOO_MANY_TOKEN_FAILURES =
  "Too many requests with an API token that is not valid. Please wait 15 minutes before trying again.";

const failuresPerAddress = createRateLimiter({
  name: "bearer-failures",
  limit: TOKEN_GUESS_LIMIT.failures,
  windowMs: TOKEN_GUESS_LIMIT.windowMs,
});

/** Whether this client (Express's `req.ip`) has used up its failed tokens for the window. */
export async function tokenGuessesExhausted(address: string | undefined): Promise<boolean> {
  if (!config().RATE_LIMITS || !address) return false;
  return failuresPerAddress.blocked(addressKey(address));
}

/** Counts one unknown or malformed token from this client. */
export async function countFailedToken(address: string | undefined): Promise<void> {
  if (!config().RATE_LIMITS || !address) return;
  await failuresPerAddress.hit(addressKey(address));
}

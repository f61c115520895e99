import { config } from "~/config.server";
import { createRateLimiter } from "~/services/rate-limit.server";

/**
 * Wrong passwords on a share link (docs/product.md#share-links): 5 per link and client address
 * in 15 minutes, then every try from that address on that link is refused until the window ends
 * (the client address rule of ADR 12 and 37; RATE_LIMITS=false turns it off, as every limit).
 */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const WRONG_PASSWORDS_ALLOWED = 5;
export const RETRY_AFTER_SECONDS = FIFTEEN_MINUTES / 1000;

const wrongPasswords = createRateLimiter({
  name: "share-link-password",
  limit: WRONG_PASSWORDS_ALLOWED,
  windowMs: FIFTEEN_MINUTES,
});

const keyOf = (linkId: string, address: string) => `${linkId}|${address}`;

/** Whether this address must wait before trying this link's password again. */
export async function passwordTriesBlocked(linkId: string, address: string): Promise<boolean> {
  return config().RATE_LIMITS && (await wrongPasswords.blocked(keyOf(linkId, address)));
}

/** Counts one wrong password. */
export async function countWrongPassword(linkId: string, address: string): Promise<void> {
  if (config().RATE_LIMITS) await wrongPasswords.hit(keyOf(linkId, address));
}

import { verifyPassword } from "~/services/passwords.server";
import type { OpenLink } from "./guest-access.server";
import { recordLinkActivity } from "./link-activity.server";
import { unlockHeader } from "./link-cookie.server";
import {
  RETRY_AFTER_SECONDS,
  countWrongPassword,
  passwordTriesBlocked,
} from "./password-attempts.server";

export type PasswordOutcome =
  | { kind: "unlocked"; setCookie: string }
  | { kind: "wrong" }
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * A guest's password for a link (docs/product.md#share-links): checked with the app's password
 * hashing; the right one unlocks the link for this browser; once an address has given 5 wrong
 * ones for the link, nothing more is checked from it there for 15 minutes, right or wrong. Each
 * wrong one is in the link's activity (ADR 66).
 */
export async function submitLinkPassword(
  open: OpenLink,
  password: unknown,
  clientAddress: string,
): Promise<PasswordOutcome> {
  const { link, token } = open;
  if (await passwordTriesBlocked(link.id, clientAddress)) {
    return { kind: "throttled", retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
  const given = typeof password === "string" ? password : "";
  const right =
    link.passwordHash !== null &&
    given.length > 0 &&
    given.length <= 256 &&
    (await verifyPassword(given, link.passwordHash));
  if (!right) {
    await countWrongPassword(link.id, clientAddress);
    await recordLinkActivity(link, "wrong-password", clientAddress);
    return { kind: "wrong" };
  }
  return { kind: "unlocked", setCookie: await unlockHeader(token, link) };
}

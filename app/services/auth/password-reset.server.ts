import { randomBytes } from "node:crypto";
import { db, type Database } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { logger } from "~/server/log/logger.server";
import { sendMail } from "../mail.server";
import { hashPassword } from "../passwords.server";
import { configuredOrigin } from "../site-url.server";
import { siteSettings } from "../site-settings/site-settings.server";
import { resetMail } from "./password-reset-mail.server";

/** How long a reset link works (docs/decisions/0038-account-recovery.md). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export interface ResetLink {
  /** Site-relative: always known. */
  path: string;
  /** Absolute, from SITE_URL only; null when SITE_URL is unset. */
  url: string | null;
  expiresAt: Date;
}

/** The reset page for a token; the token rides in the query, which the logs mask. */
export const resetPath = (token: string) => `/reset-password?token=${token}`;

/**
 * A new one-time link for a user; the links issued before it stop working, so only the newest
 * mail counts. Used by the mail below and by the operators' `npm run reset-password`.
 */
export async function issueResetLink(user: User): Promise<ResetLink> {
  const { passwordResets } = await db();
  await passwordResets.revokeForUser(user.id);
  // 256 random bits: nothing to guess, and only its SHA-256 is stored.
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_MS);
  await passwordResets.create({ userId: user.id, token, expiresAt });
  const origin = configuredOrigin();
  const path = resetPath(token);
  return { path, url: origin ? `${origin}${path}` : null, expiresAt };
}

/** Mails a reset link to the account with this address; an unknown address gets nothing. */
export async function sendResetLink(email: string): Promise<void> {
  const { users } = await db();
  const user = await users.findByEmail(email);
  if (!user) return;
  const { siteName } = await siteSettings();
  await sendMail(resetMail(user.email, await issueResetLink(user), siteName));
}

/**
 * How long the work waits, so the visitor's answer is rendered and sent first: started at once,
 * it shared the event loop with that render and made an address with an account answer 1.5-2 ms
 * slower (medians over 100 requests; none measurable with this wait). See ADR 38.
 */
const AFTER_THE_ANSWER_MS = 50;

/**
 * What the forgot-password form starts: the visitor's answer does not wait for it, so an address
 * with an account (a lookup, writes, a mail) answers as fast as one without. The returned promise
 * settles when the work is done (tests wait on it); it never rejects.
 */
export function startResetLink(email: string): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, AFTER_THE_ANSWER_MS))
    .then(() => sendResetLink(email))
    .catch((error: unknown) => {
      logger.error({ err: error }, "Password reset link not sent");
    });
}

/** Whether a reset link still works (unknown, used, replaced and expired ones do not). */
export async function resetLinkWorks(token: string): Promise<boolean> {
  const { passwordResets } = await db();
  return (await passwordResets.findLive(token)) !== null;
}

/**
 * Sets a new password through a reset link, once: the link is used up, the user's other links
 * end, and so does every session of the user (whoever else was signed in is out). Null when the
 * link does not work (any more).
 */
export async function resetPassword(token: string, password: string): Promise<User | null> {
  const { passwordResets, users, sessions } = await db();
  // Checked before hashing, so a made-up token costs a lookup, not a key derivation.
  if (!(await passwordResets.findLive(token))) return null;
  const passwordHash = await hashPassword(password);
  const userId = await passwordResets.consume(token);
  if (!userId) return null;
  return setPassword(userId, passwordHash, { users, sessions, passwordResets });
}

/** Stores a new password hash and ends the user's sessions and waiting links. */
async function setPassword(
  userId: string,
  passwordHash: string,
  { users, sessions, passwordResets }: Pick<Database, "users" | "sessions" | "passwordResets">,
): Promise<User | null> {
  const user = await users.update(userId, { passwordHash });
  await passwordResets.revokeForUser(userId);
  await sessions.deleteByUser(userId);
  return user;
}

/** The operators' way in (`npm run reset-password -- --password-stdin`): no link needed. */
export async function setPasswordOf(user: User, password: string): Promise<void> {
  const database = await db();
  await setPassword(user.id, await hashPassword(password), database);
}

import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import {
  aiTrainingFromSiteDefault,
  type AiTrainingPreference,
} from "~/utils/photographer-preferences";
import { siteSettings } from "./site-settings.server";

/**
 * Who may make an account (docs/decisions/0042-site-settings-and-invitations.md): anyone while
 * registration is open, only the holder of an unused invitation link while it is by invitation,
 * nobody while it is closed. Every path that creates an account for a visitor (the sign-up form,
 * a first single sign-on) goes through admitNewAccount; the operator's ADMIN_EMAIL account and
 * the demo content do not, so they keep working whatever the setting.
 */

export const SIGN_UP_CLOSED = "Sign-up is closed on this site.";
export const INVITATION_NEEDED =
  "Sign-up on this site is by invitation only. Ask the site's administrator for an invitation link.";
export const INVITATION_NOT_VALID =
  "This invitation link does not work: it has been used, revoked or has expired, or never existed. Ask the site's administrator for a new one.";

export class SignUpRefused extends Error {
  readonly status = 403;
}

/** Whether pages offer a plain "Create an account" link: only while anyone may sign up. */
export async function signUpOffered(): Promise<boolean> {
  return (await siteSettings()).registration === "open";
}

/** Why a sign-up with this invitation token (or none) would be refused now; null when it would not. */
export async function signUpRefusal(invite: string | null): Promise<string | null> {
  const { registration } = await siteSettings();
  if (registration === "open") return null;
  if (registration === "closed") return SIGN_UP_CLOSED;
  if (!invite) return INVITATION_NEEDED;
  const { invitations } = await db();
  return (await invitations.isLive(invite)) ? null : INVITATION_NOT_VALID;
}

/**
 * Makes an account through `create` if the registration setting lets this visitor in; throws
 * SignUpRefused otherwise, having created nothing. An invitation is used up before the account
 * is made (one atomic write: of two sign-ups racing with one link, one wins) and given back if
 * making the account fails. New accounts start with the site's default template and its
 * AI-training default, kept as their own choice (docs/decisions/0047-ai-training-reservation.md).
 */
export async function admitNewAccount(
  invite: string | null,
  create: (defaults: { templateId: string; aiTraining: AiTrainingPreference }) => Promise<User>,
): Promise<User> {
  const settings = await siteSettings();
  const defaults = {
    templateId: settings.defaultTemplate,
    aiTraining: aiTrainingFromSiteDefault(settings.aiTrainingDefault),
  };
  if (settings.registration === "open") return create(defaults);
  if (settings.registration === "closed") throw new SignUpRefused(SIGN_UP_CLOSED);
  if (!invite) throw new SignUpRefused(INVITATION_NEEDED);
  const { invitations } = await db();
  const invitationId = await invitations.consume(invite);
  if (!invitationId) throw new SignUpRefused(INVITATION_NOT_VALID);
  let user: User;
  try {
    user = await create(defaults);
  } catch (error) {
    await invitations.release(invitationId);
    throw error;
  }
  await invitations.markUsedBy(invitationId, user.id);
  return user;
}

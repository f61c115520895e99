import { randomBytes } from "node:crypto";
import { db } from "~/data/db.server";
import { invitationExpiry, type Invitation } from "~/data/invitations.server";
import { configuredOrigin } from "../site-url.server";

export interface NewInvitation {
  id: string;
  /** Site-relative: always known. */
  path: string;
  /** Absolute, from SITE_URL only; null when SITE_URL is unset. */
  url: string | null;
}

export interface InvitationView {
  id: string;
  createdAt: string;
  state: "waiting" | "used" | "revoked" | "expired";
  /** When it was used, revoked or expired. */
  endedAt: string | null;
  /** When it stops working if nobody uses it. */
  expiresAt: string;
}

/** The sign-up page for a token; the token rides in the query, which the logs mask. */
export const invitationPath = (token: string) => `/signup?invite=${token}`;

/**
 * A new single-use sign-up link. Its 128 random bits are shown this once: only their SHA-256 is
 * stored (docs/decisions/0042-site-settings-and-invitations.md).
 */
export async function createInvitation(createdBy: string): Promise<NewInvitation> {
  const { invitations } = await db();
  const token = randomBytes(16).toString("base64url");
  const { id } = await invitations.create({ token, createdBy });
  const origin = configuredOrigin();
  const path = invitationPath(token);
  return { id, path, url: origin ? `${origin}${path}` : null };
}

function stateOf(invitation: Invitation, now: Date): Pick<InvitationView, "state" | "endedAt"> {
  if (invitation.usedAt) return { state: "used", endedAt: invitation.usedAt.toISOString() };
  if (invitation.revokedAt)
    return { state: "revoked", endedAt: invitation.revokedAt.toISOString() };
  const expiry = invitationExpiry(invitation);
  if (expiry.getTime() <= now.getTime()) return { state: "expired", endedAt: expiry.toISOString() };
  return { state: "waiting", endedAt: null };
}

const view = (invitation: Invitation, now: Date): InvitationView => ({
  id: invitation.id,
  createdAt: invitation.createdAt.toISOString(),
  ...stateOf(invitation, now),
  expiresAt: invitationExpiry(invitation).toISOString(),
});

export async function listInvitations(now = new Date()): Promise<InvitationView[]> {
  const { invitations } = await db();
  return (await invitations.list()).map((invitation) => view(invitation, now));
}

/**
 * False when the invitation was used or revoked already, or never existed. An expired one can
 * still be revoked: nothing changes but its label.
 */
export async function revokeInvitation(id: string): Promise<boolean> {
  const { invitations } = await db();
  return invitations.revoke(id);
}

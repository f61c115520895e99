import { randomBytes } from "node:crypto";
import { db } from "~/data/db.server";
import type { Invitation } from "~/data/invitations.server";
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
  state: "waiting" | "used" | "revoked";
  /** When it was used or revoked. */
  endedAt: string | null;
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

const view = (invitation: Invitation): InvitationView => ({
  id: invitation.id,
  createdAt: invitation.createdAt.toISOString(),
  state: invitation.usedAt ? "used" : invitation.revokedAt ? "revoked" : "waiting",
  endedAt: (invitation.usedAt ?? invitation.revokedAt)?.toISOString() ?? null,
});

export async function listInvitations(): Promise<InvitationView[]> {
  const { invitations } = await db();
  return (await invitations.list()).map(view);
}

/** False when the invitation was used or revoked already, or never existed. */
export async function revokeInvitation(id: string): Promise<boolean> {
  const { invitations } = await db();
  return invitations.revoke(id);
}

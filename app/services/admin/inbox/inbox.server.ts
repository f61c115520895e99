import { db } from "~/data/db.server";
import type { Email } from "~/data/emails.server";
import { sanitizeHtml } from "~/services/photos/sanitize-html.server";
import { replyMailto } from "./reply-link";

/** The inbox shows the newest mails; older ones stay stored. */
export const INBOX_LIMIT = 200;

/** One row of the local inbox (docs/product.md#entities Local email, without the body). */
export interface InboxEntry {
  id: string;
  subject: string;
  from: string;
  to: string;
  timestamp: string;
  status: Email["status"];
}

/** One mail as the inbox shows it: its body cleaned, and where a reply goes. */
export interface InboxEmail extends InboxEntry {
  html: string;
  replyTo: string | null;
  replyHref: string;
  error: string | null;
}

function toEntry(email: Email): InboxEntry {
  const { id, subject, from, to, timestamp, status } = email;
  return { id, subject, from, to, timestamp: timestamp.toISOString(), status };
}

/** docs/product.md#admin-dashboard local email inbox: the newest mails first. */
export async function listInbox(): Promise<InboxEntry[]> {
  const { emails } = await db();
  return (await emails.list({ limit: INBOX_LIMIT })).map(toEntry);
}

/**
 * One mail with its HTML body cleaned by the same allow-list as photo descriptions: the body is
 * shown to an admin, and whatever a visitor managed to put in it must not run or load anything.
 */
export async function getInboxEmail(id: string): Promise<InboxEmail | null> {
  const { emails } = await db();
  const email = await emails.findById(id);
  if (!email) return null;
  return {
    ...toEntry(email),
    html: sanitizeHtml(email.html),
    replyTo: email.replyTo ?? null,
    replyHref: replyMailto(email),
    error: email.error ?? null,
  };
}

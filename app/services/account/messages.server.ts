import { db } from "~/data/db.server";
import type { Message } from "~/data/messages.server";
import { replyMailto } from "~/services/admin/inbox/reply-link";

/** Account → Messages shows this many per page; older ones are on the next pages. */
export const MESSAGES_PER_PAGE = 50;

/** A message as its recipient sees it; `replyHref` is null when the visitor left no address. */
function toOwnMessageView(m: Message) {
  return {
    id: m.id,
    subject: m.subject || "No Subject",
    name: m.name || "Anonymous",
    email: m.email,
    message: m.message,
    read: m.read,
    createdAt: m.createdAt.toISOString(),
    replyHref: m.email ? replyMailto({ from: m.email, subject: m.subject }) : null,
  };
}

export type OwnMessageView = ReturnType<typeof toOwnMessageView>;

/** The badge in the site's navigation: how many of the photographer's messages are unread. */
export async function unreadMessageCount(userId: string): Promise<number> {
  const { messages } = await db();
  return messages.countUnreadForRecipient(userId);
}

/**
 * One page (from 1) of the messages visitors sent through the photographer's portfolio, newest
 * first. A page past the last shows the last, so a deletion never leaves an empty page behind.
 */
export async function ownMessagesPage(userId: string, requestedPage: number) {
  const { messages } = await db();
  const [total, unread] = await Promise.all([
    messages.countForRecipient(userId),
    messages.countUnreadForRecipient(userId),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const list = await messages.listForRecipient(userId, {
    skip: (page - 1) * MESSAGES_PER_PAGE,
    limit: MESSAGES_PER_PAGE,
  });
  return { messages: list.map(toOwnMessageView), total, unread, page, pageCount };
}

/** Opening a message marks it read; false when it is not one of the photographer's own. */
export async function openOwnMessage(userId: string, messageId: string): Promise<boolean> {
  const { messages } = await db();
  return (await messages.markReadForRecipient(messageId, userId)) !== null;
}

/** Deletes one of the photographer's own messages; false when it is not theirs (or gone). */
export async function deleteOwnMessage(userId: string, messageId: string): Promise<boolean> {
  const { messages } = await db();
  return messages.deleteForRecipient(messageId, userId);
}

import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/** A stored contact-form message (docs/product.md#entities). */
export interface Message {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /**
   * The portfolio the visitor wrote from, when not the platform's own contact form: its owner is
   * the message's recipient and sees it in Account → Messages. Without it, only admins see it.
   */
  portfolioUserId?: string;
  /** Whether the recipient has opened it. */
  read: boolean;
  createdAt: Date;
}

export type NewMessage = Omit<Message, "id" | "createdAt" | "read">;
type MessageDoc = Omit<Message, "id"> & { _id: string };

// Name, email and subject may be empty in old data: the admin list shows 'Anonymous' etc.
export const messageSchema = documentSchema({
  name: { type: String, default: "" },
  email: { type: String, default: "" },
  subject: { type: String, default: "" },
  message: { type: String, required: true },
  portfolioUserId: optionalString,
  read: { type: Boolean, required: true, default: false },
  createdAt: { ...requiredDate, index: true },
});
// A recipient's messages newest first (paged), and the nav's unread count by two equalities.
messageSchema.index({ portfolioUserId: 1, createdAt: -1, _id: -1 });
messageSchema.index({ portfolioUserId: 1, read: 1 });

export interface RecipientPage {
  skip: number;
  limit: number;
}

export function createMessagesRepository(messages: Collection<MessageDoc>) {
  const mine = (id: string, recipientId: string) => ({ _id: id, portfolioUserId: recipientId });
  return {
    async create(input: NewMessage): Promise<Message> {
      const doc = await messages.insert({
        ...input,
        _id: newId(),
        read: false,
        createdAt: new Date(),
      });
      return toEntity<Message>(doc);
    },

    /** Newest first; optionally only those sent from one portfolio. */
    async list(filter: { portfolioUserId?: string } = {}): Promise<Message[]> {
      const query = filter.portfolioUserId ? { portfolioUserId: filter.portfolioUserId } : {};
      const docs = await messages.find(query, { sort: { createdAt: -1 } });
      return docs.map((doc) => toEntity<Message>(doc));
    },

    /** One page of the messages sent to a photographer, newest first. */
    async listForRecipient(recipientId: string, page: RecipientPage): Promise<Message[]> {
      const docs = await messages.find(
        { portfolioUserId: recipientId },
        { sort: { createdAt: -1, _id: -1 }, skip: page.skip, limit: page.limit },
      );
      return docs.map((doc) => toEntity<Message>(doc));
    },

    countForRecipient: (recipientId: string) => messages.count({ portfolioUserId: recipientId }),
    countUnreadForRecipient: (recipientId: string) =>
      messages.count({ portfolioUserId: recipientId, read: false }),

    /** Marks a recipient's own message read; null when it is not theirs (or gone). */
    async markReadForRecipient(id: string, recipientId: string): Promise<Message | null> {
      const doc = await messages.updateOne(mine(id, recipientId), { $set: { read: true } });
      return doc ? toEntity<Message>(doc) : null;
    },

    /** Deletes a recipient's own message; false when it is not theirs (or gone). */
    deleteForRecipient: (id: string, recipientId: string) =>
      messages.deleteOne(mine(id, recipientId)),

    /** Start-up migration: messages stored before read marks count as unread; idempotent. */
    markUnmarkedUnread: () =>
      messages.updateMany({ read: { $exists: false } }, { $set: { read: false } }),

    async findById(id: string): Promise<Message | null> {
      const doc = await messages.findOne({ _id: id });
      return doc ? toEntity<Message>(doc) : null;
    },

    /** Deletes every message sent to a photographer (their account is being deleted). */
    deleteAllForRecipient: (recipientId: string) =>
      messages.deleteMany({ portfolioUserId: recipientId }),

    count: () => messages.count({}),
    delete: (id: string) => messages.deleteOne({ _id: id }),
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/** A stored contact-form message (spec §3). */
export interface Message {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The portfolio the visitor wrote from, when not the platform's own contact form. */
  portfolioUserId?: string;
  createdAt: Date;
}

export type NewMessage = Omit<Message, "id" | "createdAt">;
type MessageDoc = Omit<Message, "id"> & { _id: string };

// Name, email and subject may be empty in old data: the admin list shows 'Anonymous' etc.
export const messageSchema = documentSchema({
  name: { type: String, default: "" },
  email: { type: String, default: "" },
  subject: { type: String, default: "" },
  message: { type: String, required: true },
  portfolioUserId: { ...optionalString, index: true },
  createdAt: { ...requiredDate, index: true },
});

export function createMessagesRepository(messages: Collection<MessageDoc>) {
  return {
    async create(input: NewMessage): Promise<Message> {
      const doc = await messages.insert({ ...input, _id: newId(), createdAt: new Date() });
      return toEntity<Message>(doc);
    },

    /** Newest first; optionally only those sent from one portfolio. */
    async list(filter: { portfolioUserId?: string } = {}): Promise<Message[]> {
      const query = filter.portfolioUserId ? { portfolioUserId: filter.portfolioUserId } : {};
      const docs = await messages.find(query, { sort: { createdAt: -1 } });
      return docs.map((doc) => toEntity<Message>(doc));
    },

    async findById(id: string): Promise<Message | null> {
      const doc = await messages.findOne({ _id: id });
      return doc ? toEntity<Message>(doc) : null;
    },

    count: () => messages.count({}),
    delete: (id: string) => messages.deleteOne({ _id: id }),
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

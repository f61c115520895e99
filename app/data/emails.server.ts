import type { Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

export const EMAIL_STATUSES = ["delivered", "failed"] as const;

/**
 * A mail the platform sent or recorded locally: the admin's local inbox (docs/product.md#entities).
 */
export interface Email {
  id: string;
  subject: string;
  from: string;
  to: string;
  timestamp: Date;
  status: (typeof EMAIL_STATUSES)[number];
  html: string;
  text?: string;
  /** Where replies go (a contact form's visitor), when not to `from`. */
  replyTo?: string;
  /** Why sending failed, when status is "failed". */
  error?: string;
}

export type NewEmail = Omit<Email, "id" | "timestamp"> & { timestamp?: Date };
type EmailDoc = Omit<Email, "id"> & { _id: string };

export const emailSchema = documentSchema({
  subject: { type: String, default: "" },
  from: { type: String, required: true },
  to: { type: String, required: true },
  timestamp: { ...requiredDate, index: true },
  status: { type: String, enum: EMAIL_STATUSES, required: true },
  html: { type: String, default: "" },
  text: optionalString,
  replyTo: optionalString,
  error: optionalString,
});

export function createEmailsRepository(emails: Collection<EmailDoc>) {
  return {
    async create({ timestamp = new Date(), ...input }: NewEmail): Promise<Email> {
      const doc = await emails.insert({ ...input, _id: newId(), timestamp });
      return toEntity<Email>(doc);
    },

    /** Newest first. */
    async list({ limit }: { limit?: number } = {}): Promise<Email[]> {
      const docs = await emails.find({}, { sort: { timestamp: -1 }, limit });
      return docs.map((doc) => toEntity<Email>(doc));
    },

    async findById(id: string): Promise<Email | null> {
      const doc = await emails.findOne({ _id: id });
      return doc ? toEntity<Email>(doc) : null;
    },

    count: () => emails.count({}),
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;

import type { Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * The guests of a share link who gave a name and email to choose favourites
 * (docs/decisions/0066-favourites-proofing-activity.md). They belong to the link: they go when
 * the link is deleted (with its collection or the account), and stay when it is only revoked, so
 * the photographer still sees what was chosen.
 */
export interface LinkGuest {
  id: string;
  linkId: string;
  /** The photographer (the link's owner): for deleting an account's guests at once. */
  userId: string;
  name: string;
  email: string;
  createdAt: Date;
  /** When the guest last sent their selection to the photographer; null: never. */
  selectionSentAt: Date | null;
}

type LinkGuestDoc = Omit<LinkGuest, "id" | "selectionSentAt"> & {
  _id: string;
  selectionSentAt?: Date;
};

export const linkGuestSchema = documentSchema({
  linkId: { type: String, required: true },
  userId: { type: String, required: true, index: true },
  name: { type: String, required: true },
  email: { type: String, required: true },
  createdAt: requiredDate,
  selectionSentAt: { type: Date, required: false },
});
// A link's guests in the order they came.
linkGuestSchema.index({ linkId: 1, createdAt: 1 });

const toGuest = (doc: LinkGuestDoc): LinkGuest => {
  const guest = toEntity<LinkGuest>(doc);
  return { ...guest, selectionSentAt: guest.selectionSentAt ?? null };
};

export type NewLinkGuest = Pick<LinkGuest, "linkId" | "userId" | "name" | "email">;

export function createLinkGuestsRepository(guests: Collection<LinkGuestDoc>) {
  return {
    async create(input: NewLinkGuest): Promise<LinkGuest> {
      return toGuest(await guests.insert({ _id: newId(), ...input, createdAt: new Date() }));
    },

    async findById(id: string): Promise<LinkGuest | null> {
      const doc = await guests.findOne({ _id: id });
      return doc ? toGuest(doc) : null;
    },

    /** Several links' guests (a collection's), oldest first. */
    async listByLinks(linkIds: string[]): Promise<LinkGuest[]> {
      if (!linkIds.length) return [];
      const docs = await guests.find({ linkId: { $in: linkIds } }, { sort: { createdAt: 1 } });
      return docs.map(toGuest);
    },

    /** All of a photographer's guests, oldest first (their export). */
    async listByUser(userId: string): Promise<LinkGuest[]> {
      return (await guests.find({ userId }, { sort: { createdAt: 1 } })).map(toGuest);
    },

    /** A guest corrects their name or email. */
    async rename(id: string, name: string, email: string): Promise<LinkGuest | null> {
      const doc = await guests.updateOne({ _id: id }, { $set: { name, email } });
      return doc ? toGuest(doc) : null;
    },

    async markSent(id: string, at = new Date()): Promise<void> {
      await guests.updateOne({ _id: id }, { $set: { selectionSentAt: at } });
    },

    deleteByLinks: (linkIds: string[]) =>
      linkIds.length ? guests.deleteMany({ linkId: { $in: linkIds } }) : Promise.resolve(0),
    deleteByUser: (userId: string) => guests.deleteMany({ userId }),
  };
}

export type LinkGuestsRepository = ReturnType<typeof createLinkGuestsRepository>;

import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * A guest's favourite photos through a share link, each with an optional comment
 * (docs/decisions/0066-favourites-proofing-activity.md): one per guest and photo. They belong to
 * the link, as its guests do.
 */
export interface LinkFavourite {
  id: string;
  linkId: string;
  guestId: string;
  /** The photographer (the link's owner): for deleting an account's favourites at once. */
  userId: string;
  photoId: string;
  /** The guest's note on the photo ("crop tighter"); empty: none. */
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

type LinkFavouriteDoc = Omit<LinkFavourite, "id"> & { _id: string };

export const linkFavouriteSchema = documentSchema({
  linkId: { type: String, required: true, index: true },
  guestId: { type: String, required: true },
  userId: { type: String, required: true, index: true },
  photoId: { type: String, required: true },
  comment: { type: String, default: "" },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
// One favourite per guest and photo; also a guest's favourites in the order they were chosen.
linkFavouriteSchema.index({ guestId: 1, photoId: 1 }, { unique: true });

const toFavourite = (doc: LinkFavouriteDoc) => toEntity<LinkFavourite>(doc);

export type NewLinkFavourite = Pick<LinkFavourite, "linkId" | "guestId" | "userId" | "photoId">;

export function createLinkFavouritesRepository(favourites: Collection<LinkFavouriteDoc>) {
  return {
    /** Marks a photo; an existing favourite is kept as it is (with its comment). */
    async add(input: NewLinkFavourite): Promise<LinkFavourite> {
      const existing = await favourites.findOne({ guestId: input.guestId, photoId: input.photoId });
      if (existing) return toFavourite(existing);
      const now = new Date();
      try {
        const doc = { _id: newId(), ...input, comment: "", createdAt: now, updatedAt: now };
        return toFavourite(await favourites.insert(doc));
      } catch (error) {
        // Two marks of the same photo raced: the other one stored it.
        if (!(error instanceof DuplicateKeyError)) throw error;
        const stored = await favourites.findOne({ guestId: input.guestId, photoId: input.photoId });
        if (!stored) throw error;
        return toFavourite(stored);
      }
    },

    /** Unmarks a photo (its comment goes with it); false when it was not marked. */
    remove: (guestId: string, photoId: string) => favourites.deleteOne({ guestId, photoId }),

    /** Sets the comment of a marked photo; null when the photo is not marked. */
    async setComment(guestId: string, photoId: string, comment: string) {
      const doc = await favourites.updateOne(
        { guestId, photoId },
        { $set: { comment, updatedAt: new Date() } },
      );
      return doc ? toFavourite(doc) : null;
    },

    /** A guest's favourites in the order they were chosen. */
    async listByGuest(guestId: string): Promise<LinkFavourite[]> {
      const docs = await favourites.find({ guestId }, { sort: { createdAt: 1, _id: 1 } });
      return docs.map(toFavourite);
    },

    /** Several links' favourites (a collection's), in the order they were chosen. */
    async listByLinks(linkIds: string[]): Promise<LinkFavourite[]> {
      if (!linkIds.length) return [];
      const docs = await favourites.find(
        { linkId: { $in: linkIds } },
        { sort: { createdAt: 1, _id: 1 } },
      );
      return docs.map(toFavourite);
    },

    /** All of a photographer's guests' favourites (their export). */
    async listByUser(userId: string): Promise<LinkFavourite[]> {
      const docs = await favourites.find({ userId }, { sort: { createdAt: 1, _id: 1 } });
      return docs.map(toFavourite);
    },

    countByGuest: (guestId: string) => favourites.count({ guestId }),
    countByLink: (linkId: string) => favourites.count({ linkId }),

    deleteByLinks: (linkIds: string[]) =>
      linkIds.length ? favourites.deleteMany({ linkId: { $in: linkIds } }) : Promise.resolve(0),
    deleteByUser: (userId: string) => favourites.deleteMany({ userId }),
    /** A deleted photo's favourites, on every link of its owner (found by the owner's index). */
    deleteByPhoto: (userId: string, photoId: string) =>
      favourites.deleteMany({ userId, photoId }),
  };
}

export type LinkFavouritesRepository = ReturnType<typeof createLinkFavouritesRepository>;

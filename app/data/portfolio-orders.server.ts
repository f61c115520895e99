import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";

/**
 * A photographer's own order of their portfolio: one small document per photographer holding
 * one array of photo ids, so a reorder is one write and reading a user never loads it
 * (docs/decisions/0061-collections-and-orders.md). No document: the default order.
 */
interface PortfolioOrderDoc {
  /** The photographer's id: one order each. */
  _id: string;
  userId: string;
  photoIds: string[];
  updatedAt: Date;
}

export const portfolioOrderSchema = documentSchema({
  userId: { type: String, required: true, unique: true },
  photoIds: { type: [String], default: [] },
  updatedAt: requiredDate,
});

export function createPortfolioOrdersRepository(orders: Collection<PortfolioOrderDoc>) {
  return {
    /** The photographer's order, or null while they have not set one. */
    async get(userId: string): Promise<string[] | null> {
      const doc = await orders.findOne({ userId });
      return doc ? doc.photoIds : null;
    },

    /** Sets the whole order in one write. */
    async set(userId: string, photoIds: string[]): Promise<void> {
      const updatedAt = new Date();
      const updated = await orders.updateOne({ userId }, { $set: { photoIds, updatedAt } });
      if (updated) return;
      try {
        await orders.insert({ _id: userId, userId, photoIds, updatedAt });
      } catch (error) {
        // Another request made it first: this one's order is the later write.
        if (!(error instanceof DuplicateKeyError)) throw error;
        await orders.updateOne({ userId }, { $set: { photoIds, updatedAt } });
      }
    },

    /** A deleted photo leaves the order. */
    removePhoto: (userId: string, photoId: string) =>
      orders.updateMany({ userId, photoIds: photoId }, { $pull: { photoIds: photoId } }),

    /** Back to the default order (and account deletion). */
    clear: (userId: string) => orders.deleteOne({ userId }),
  };
}

export type PortfolioOrdersRepository = ReturnType<typeof createPortfolioOrdersRepository>;

import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema } from "./document-schema.server";

/**
 * Rate-limit counters shared by every app process on one MongoDB (docs/product.md#where-it-scales,
 * docs/decisions/0021-running-well.md): one document per limiter, key and window, counted with
 * an atomic $inc and dropped by a TTL index once its window is over. Not backed up nor moved:
 * counters of a few minutes mean nothing to another installation.
 */
interface RateLimitDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

export const rateLimitSchema = documentSchema({
  count: { type: Number, required: true, min: 0 },
  // TTL index: both engines drop a counter once its window has passed.
  expiresAt: { type: Date, required: true, expires: 0 },
});

export function createRateLimitsRepository(counters: Collection<RateLimitDoc>) {
  return {
    /** Adds `n` to the counter `id` (created until `expiresAt`); resolves to its new total. */
    async add(id: string, n: number, expiresAt: Date): Promise<number> {
      const counted = await counters.updateOne({ _id: id }, { $inc: { count: n } });
      if (counted) return counted.count;
      try {
        await counters.insert({ _id: id, count: n, expiresAt });
        return n;
      } catch (error) {
        // Another process created it a moment ago: count on it.
        if (!(error instanceof DuplicateKeyError)) throw error;
        const recounted = await counters.updateOne({ _id: id }, { $inc: { count: n } });
        return recounted?.count ?? n;
      }
    },

    /** The counter's total; 0 when it does not exist (or expired). */
    async read(id: string): Promise<number> {
      const doc = await counters.findOne({ _id: id, expiresAt: { $gt: new Date() } });
      return doc?.count ?? 0;
    },

    async remove(id: string): Promise<void> {
      await counters.deleteOne({ _id: id });
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

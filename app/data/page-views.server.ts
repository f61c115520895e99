import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema } from "./document-schema.server";

/**
 * First-party page-view counts (issue: cookie-free analytics): one counter per page per day, no
 * visitor identity of any kind is stored.
 */
export type PageKind = "portfolio" | "photo";

export interface PageViewCount {
  kind: PageKind;
  targetId: string;
  ownerId: string;
  day: string;
  count: number;
}

type PageViewDoc = PageViewCount & { _id: string };

export const pageViewSchema = documentSchema({
  kind: { type: String, enum: ["portfolio", "photo"], required: true },
  targetId: { type: String, required: true, index: true },
  ownerId: { type: String, required: true, index: true },
  day: { type: String, required: true },
  count: { type: Number, required: true, min: 0 },
});

export function createPageViewsRepository(views: Collection<PageViewDoc>) {
  return {
    /** Adds `n` views (one by default) of a page on the day of `at` (UTC). */
    async record(
      kind: PageKind,
      targetId: string,
      ownerId: string,
      at = new Date(),
      n = 1,
    ): Promise<void> {
      const day = at.toISOString().slice(0, 10);
      const _id = `${kind}:${targetId}:${day}`;
      if (await views.updateOne({ _id }, { $inc: { count: n } })) return;
      try {
        await views.insert({ _id, kind, targetId, ownerId, day, count: n });
      } catch (error) {
        // Two first views of the day raced: the other one inserted, so count on top of it.
        if (!(error instanceof DuplicateKeyError)) throw error;
        await views.updateOne({ _id }, { $inc: { count: n } });
      }
    },

    /** Total views per page of one owner, optionally since a day ("YYYY-MM-DD"). */
    async totalsByOwner(ownerId: string, sinceDay?: string): Promise<Map<string, number>> {
      const filter = sinceDay ? { ownerId, day: { $gte: sinceDay } } : { ownerId };
      const totals = new Map<string, number>();
      for (const doc of await views.find(filter)) {
        const key = `${doc.kind}:${doc.targetId}`;
        totals.set(key, (totals.get(key) ?? 0) + doc.count);
      }
      return totals;
    },

    /** Every owner's total, for the admin. */
    async totalsPerOwner(): Promise<Map<string, number>> {
      const totals = new Map<string, number>();
      for (const doc of await views.find({})) totals.set(doc.ownerId, (totals.get(doc.ownerId) ?? 0) + doc.count);
      return totals;
    },

    deleteByOwner: (ownerId: string) => views.deleteMany({ ownerId }),
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;

import type { Collection } from "./collection";
import { documentSchema } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/**
 * What happened through a share link, for its photographer (docs/decisions/0066-favourites-
 * proofing-activity.md): views, downloads, favourite changes and wrong passwords, each with its
 * time and the client's network (reduced to /24 or /48, never a full address). Both engines drop
 * an entry 90 days after it happened (a TTL index on `at`, as sessions expire).
 */
export const LINK_ACTIVITY_KINDS = ["view", "download", "favourite", "wrong-password"] as const;
export type LinkActivityKind = (typeof LINK_ACTIVITY_KINDS)[number];

export const LINK_ACTIVITY_DAYS = 90;
const KEEP_SECONDS = LINK_ACTIVITY_DAYS * 24 * 60 * 60;

export interface LinkActivity {
  id: string;
  linkId: string;
  /** The photographer (the link's owner): for deleting an account's entries at once. */
  userId: string;
  kind: LinkActivityKind;
  at: Date;
  /** The client's network: `a.b.c.0/24` or the first 48 bits `/48` (link-address.ts). */
  address: string;
}

type LinkActivityDoc = Omit<LinkActivity, "id"> & { _id: string };

export const linkActivitySchema = documentSchema({
  linkId: { type: String, required: true },
  userId: { type: String, required: true, index: true },
  kind: { type: String, enum: LINK_ACTIVITY_KINDS, required: true },
  at: { type: Date, required: true, expires: KEEP_SECONDS },
  address: { type: String, default: "" },
});
// A link's entries newest first.
linkActivitySchema.index({ linkId: 1, at: -1 });

export type NewLinkActivity = Omit<LinkActivity, "id" | "at"> & { at?: Date };

export function createLinkActivityRepository(activity: Collection<LinkActivityDoc>) {
  return {
    async record({ at = new Date(), ...entry }: NewLinkActivity): Promise<void> {
      await activity.insert({ _id: newId(), ...entry, at });
    },

    /** A link's entries since a time, newest first, at most `limit`. */
    async listByLink(linkId: string, since: Date, limit: number): Promise<LinkActivity[]> {
      const docs = await activity.find(
        { linkId, at: { $gte: since } },
        { sort: { at: -1, _id: -1 }, limit },
      );
      return docs.map((doc) => toEntity<LinkActivity>(doc));
    },

    deleteByLinks: (linkIds: string[]) =>
      linkIds.length ? activity.deleteMany({ linkId: { $in: linkIds } }) : Promise.resolve(0),
    deleteByUser: (userId: string) => activity.deleteMany({ userId }),
  };
}

export type LinkActivityRepository = ReturnType<typeof createLinkActivityRepository>;

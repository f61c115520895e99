import { db } from "~/data/db.server";
import { LINK_ACTIVITY_DAYS, type LinkActivityKind } from "~/data/link-activity.server";
import type { ShareLink } from "~/data/share-links.server";
import { reducedAddress } from "./link-address";
import { ownLink } from "./own-links.server";

/**
 * A share link's activity (docs/decisions/0066-favourites-proofing-activity.md): views,
 * downloads, favourite changes and wrong passwords, each with its time and the client's network
 * (/24 or /48, reduced before it is stored), kept 90 days.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most entries one list answers: a busy link's 90 days stay a readable page. */
export const LINK_ACTIVITY_LIST_MAX = 1000;

/** Records one entry; `address` is the client's as the server saw it (reduced here). */
export async function recordLinkActivity(
  link: Pick<ShareLink, "id" | "userId">,
  kind: LinkActivityKind,
  address: string | undefined,
): Promise<void> {
  const { linkActivity } = await db();
  await linkActivity.record({
    linkId: link.id,
    userId: link.userId,
    kind,
    address: address === undefined ? "unknown" : reducedAddress(address),
  });
}

export interface LinkActivityView {
  kind: LinkActivityKind;
  at: string;
  address: string;
}

/** GET …/links/{linkId}/activity: newest first, the last 90 days; 404 for another's link. */
export async function listLinkActivity(
  userId: string,
  collectionId: string,
  linkId: string,
  now = new Date(),
): Promise<LinkActivityView[]> {
  const link = await ownLink(userId, collectionId, linkId);
  const { linkActivity } = await db();
  const since = new Date(now.getTime() - LINK_ACTIVITY_DAYS * DAY_MS);
  const entries = await linkActivity.listByLink(link.id, since, LINK_ACTIVITY_LIST_MAX);
  return entries.map(({ kind, at, address }) => ({ kind, at: at.toISOString(), address }));
}

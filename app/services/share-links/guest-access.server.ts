import { db } from "~/data/db.server";
import type { PhotoCollection } from "~/data/photo-collections.server";
import type { Photo, PhotoDerivative } from "~/data/photos.server";
import type { ShareLink } from "~/data/share-links.server";
import type { User } from "~/data/users.server";
import { portfolioOnView } from "~/services/portfolio.server";
import { derivativeKey } from "~/services/photos/photo-keys.server";
import { currentGuestAddress } from "./guest-request.server";
import { recordLinkActivity } from "./link-activity.server";
import { hasUnlock } from "./link-cookie.server";

/**
 * What a share link lets a guest do and see — the one place every /s/ route asks
 * (docs/product.md#share-links, docs/decisions/0063-share-links.md), as photo-access.server.ts is
 * for visitors of public pages:
 *
 * - a token no link has, a revoked link, a deleted collection or an owner whose portfolio is not
 *   on view (suspended, deleted) is not found (404); an expired link is gone (410), which says so;
 * - a link with a password shows nothing until the browser holds its unlock (link-cookie);
 * - a link shows its collection's members in the collection's order, public or private: it is how
 *   a photographer delivers private work to a client. A photo that left the collection (or was
 *   deleted) stops showing at once, and so do its images;
 * - images only as derivatives the photo's record names; originals only as downloads, when the
 *   link allows them.
 */

/** Tokens are 43 base64url characters (own-links.server.ts): anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface OpenLink {
  token: string;
  link: ShareLink;
  collection: PhotoCollection;
  owner: User;
}

export type LinkState =
  | { kind: "not-found" }
  | { kind: "expired"; owner: User }
  /** Its password is set and this browser has not given it. */
  | ({ kind: "locked" } & OpenLink)
  | ({ kind: "open" } & OpenLink);

/** The link a token names and where this request stands with it. */
export async function linkState(
  request: Request,
  token: string,
  now = new Date(),
): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { kind: "not-found" };
  const { shareLinks, photoCollections, users } = await db();
  const link = await shareLinks.findByToken(token);
  if (!link || link.revokedAt) return { kind: "not-found" };
  const [collection, owner] = await Promise.all([
    photoCollections.findById(link.collectionId),
    users.findById(link.userId),
  ]);
  if (!collection || collection.userId !== link.userId || !owner || !portfolioOnView(owner)) {
    return { kind: "not-found" };
  }
  if (link.expiresAt && link.expiresAt <= now) return { kind: "expired", owner };
  const open = { token, link, collection, owner };
  return (await hasUnlock(request, token, link))
    ? { kind: "open", ...open }
    : { kind: "locked", ...open };
}

/** The link when this request may see through it, else null (every route's 404). */
export async function openLink(request: Request, token: string): Promise<OpenLink | null> {
  const state = await linkState(request, token);
  return state.kind === "open" ? state : null;
}

/** The collection's members in its order: the photos a link shows. */
export async function linkPhotos({ collection, owner }: OpenLink): Promise<Photo[]> {
  if (!collection.photoIds.length) return [];
  const { photos } = await db();
  const members = await photos.findOwnByIds(owner.id, collection.photoIds);
  const own = new Map(members.map((photo) => [photo.id, photo]));
  return collection.photoIds.flatMap((id) => {
    const photo = own.get(id);
    return photo ? [photo] : [];
  });
}

/** One photo through the link: a member of the collection still, else null. */
export async function linkPhoto({ collection, owner }: OpenLink, photoId: string) {
  if (!collection.photoIds.includes(photoId)) return null;
  const { photos } = await db();
  const photo = await photos.findById(photoId);
  return photo && photo.userId === owner.id ? photo : null;
}

/** A derivative the photo's record names (`w1280-1a2b3c4d.jpg`), else null; never the original. */
export function linkDerivative(photo: Photo, name: string): PhotoDerivative | null {
  const key = derivativeKey(photo.userId, photo.id, name);
  return photo.derivatives.find((derivative) => derivative.key === key) ?? null;
}

/** The largest web JPEG: what a `web` download gives. */
export function largestWebJpeg(photo: Photo): PhotoDerivative | null {
  const jpegs = photo.derivatives.filter((d) => d.format === "jpeg");
  return jpegs.sort((a, b) => b.width - a.width)[0] ?? null;
}

/**
 * One gallery view or download: counted on the link with its last use, and an entry in its
 * activity with the network it came from (ADR 66; the route names the address, guest-request).
 */
export async function countLinkUse(link: ShareLink, use: "view" | "download"): Promise<void> {
  const { shareLinks } = await db();
  await shareLinks.countUse(link.id, use === "view" ? "viewCount" : "downloadCount");
  await recordLinkActivity(link, use, currentGuestAddress());
}

import { randomBytes } from "node:crypto";
import { db } from "~/data/db.server";
import type { ShareLink, ShareLinkPatch } from "~/data/share-links.server";
import { getOwnCollection } from "~/services/collections/own-collections.server";
import { hashPassword } from "~/services/passwords.server";
import {
  checkedDownloads,
  checkedExpiry,
  checkedFavouritesLimit,
  checkedFlag,
  checkedLabel,
  checkedPassword,
} from "./link-fields.server";
import { ShareLinkNotFoundError } from "./errors.server";
import { shareLinkPath } from "./link-paths";

/**
 * The photographer's side of share links (docs/product.md#share-links): links to their own
 * collections only; another photographer's collection answers 404 like a missing one.
 */

/** 256 random bits, base64url: 43 characters no one guesses (ADR 63). */
export const newShareToken = () => randomBytes(32).toString("base64url");

/**
 * A link as its owner's list shows it: never its token or any hash. `favourites` is how many
 * favourites its guests chose (ADR 66), counted by the caller.
 */
export function toOwnLinkView(link: ShareLink, now = new Date(), favourites = 0) {
  return {
    id: link.id,
    collectionId: link.collectionId,
    label: link.label,
    hasPassword: link.passwordHash !== null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    expired: link.expiresAt !== null && link.expiresAt <= now,
    downloads: link.downloads,
    favourites: link.favourites,
    favouritesLimit: link.favouritesLimit,
    watermark: link.watermark,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    /** What clients did through it. */
    counts: { views: link.viewCount, downloads: link.downloadCount, favourites },
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  };
}
export type OwnLinkView = ReturnType<typeof toOwnLinkView>;

export interface LinkInput {
  label?: unknown;
  /** A new password; null (on a change) removes it. */
  password?: unknown;
  expiresAt?: unknown;
  downloads?: unknown;
  favourites?: unknown;
  /** null or 1–1000 (ADR 66). */
  favouritesLimit?: unknown;
  watermark?: unknown;
}

/** POST …/links: the new link with its address, which is shown this once and never again. */
export async function createShareLink(
  userId: string,
  collectionId: string,
  input: LinkInput,
): Promise<OwnLinkView & { url: string }> {
  await getOwnCollection(userId, collectionId);
  const label = checkedLabel(input.label);
  const downloads = checkedDownloads(input.downloads ?? "none");
  const favourites = checkedFlag(input.favourites ?? false, "favourites");
  const favouritesLimit = checkedFavouritesLimit(input.favouritesLimit ?? null);
  const watermark = checkedFlag(input.watermark ?? false, "watermark");
  const expiresAt = checkedExpiry(input.expiresAt);
  const password =
    input.password === undefined || input.password === null || input.password === ""
      ? null
      : checkedPassword(input.password);
  const token = newShareToken();
  const { shareLinks } = await db();
  const link = await shareLinks.create({
    token,
    userId,
    collectionId,
    label,
    downloads,
    favourites,
    favouritesLimit,
    watermark,
    expiresAt,
    passwordHash: password === null ? null : await hashPassword(password),
  });
  return { ...toOwnLinkView(link), url: shareLinkPath(token) };
}

/** GET …/links: the collection's links, oldest first, revoked ones included. */
export async function listShareLinks(userId: string, collectionId: string) {
  await getOwnCollection(userId, collectionId);
  const { shareLinks, linkFavourites } = await db();
  const now = new Date();
  const links = await shareLinks.listByCollection(collectionId);
  const chosen = await linkFavourites.listByLinks(links.map((link) => link.id));
  const counts = new Map<string, number>();
  for (const { linkId } of chosen) counts.set(linkId, (counts.get(linkId) ?? 0) + 1);
  return links.map((link) => toOwnLinkView(link, now, counts.get(link.id) ?? 0));
}

/** One of the photographer's links to one of their collections, revoked or not. */
export async function ownLink(userId: string, collectionId: string, linkId: string) {
  await getOwnCollection(userId, collectionId);
  const { shareLinks } = await db();
  const link = await shareLinks.findById(linkId);
  if (!link || link.userId !== userId || link.collectionId !== collectionId) {
    throw new ShareLinkNotFoundError();
  }
  return link;
}

/** PATCH …/links/{linkId}: what is sent changes; a revoked link changes no more. */
export async function updateShareLink(
  userId: string,
  collectionId: string,
  linkId: string,
  input: LinkInput,
): Promise<OwnLinkView> {
  const link = await ownLink(userId, collectionId, linkId);
  if (link.revokedAt) throw new ShareLinkNotFoundError();
  const patch: ShareLinkPatch = {};
  if (input.label !== undefined) patch.label = checkedLabel(input.label);
  if (input.downloads !== undefined) patch.downloads = checkedDownloads(input.downloads);
  if (input.favourites !== undefined)
    patch.favourites = checkedFlag(input.favourites, "favourites");
  if (input.favouritesLimit !== undefined)
    patch.favouritesLimit = checkedFavouritesLimit(input.favouritesLimit);
  if (input.watermark !== undefined) patch.watermark = checkedFlag(input.watermark, "watermark");
  if (input.expiresAt !== undefined) patch.expiresAt = checkedExpiry(input.expiresAt);
  if (input.password !== undefined) {
    // A new password also ends every visitor's unlock cookie (link-cookie.server.ts).
    patch.passwordHash =
      input.password === null || input.password === ""
        ? null
        : await hashPassword(checkedPassword(input.password));
  }
  const { shareLinks, linkFavourites } = await db();
  const updated = await shareLinks.update(link.id, patch);
  if (!updated) throw new ShareLinkNotFoundError();
  return toOwnLinkView(updated, new Date(), await linkFavourites.countByLink(link.id));
}

/**
 * DELETE …/links/{linkId}: the link stops working at once, its pages and images with it; its
 * guests' selections stay for the photographer. Asked again of a link already revoked, it deletes
 * the link for good with its guests (names, emails), favourites, comments and activity.
 */
export async function revokeShareLink(
  userId: string,
  collectionId: string,
  linkId: string,
): Promise<"revoked" | "deleted"> {
  const link = await ownLink(userId, collectionId, linkId);
  const { shareLinks } = await db();
  if (link.revokedAt) {
    if (!(await shareLinks.deleteOne(link.id))) throw new ShareLinkNotFoundError();
    return "deleted";
  }
  if (!(await shareLinks.revoke(link.id))) throw new ShareLinkNotFoundError();
  return "revoked";
}

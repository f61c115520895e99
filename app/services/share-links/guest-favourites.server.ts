import { db } from "~/data/db.server";
import type { LinkGuest } from "~/data/link-guests.server";
import { toPortfolioProfile } from "~/services/portfolio.server";
import { linkPhoto, type OpenLink } from "./guest-access.server";
import { guestIdOf } from "./guest-cookie.server";
import { GUEST_LIMITS, type GuestNotice } from "./guest-texts";
import { recordLinkActivity } from "./link-activity.server";

/**
 * A guest's favourites on a link that allows them (docs/decisions/0066-favourites-proofing-
 * activity.md): who the guest is (their cookie), what they chose with their comments, and the
 * changes, each refused with a notice when it cannot be made and, when made, an entry in the
 * link's activity. Nothing locks: a sent selection can change and be sent again.
 */

/** Not found: no favourites on this link, or a photo the link does not show. */
export class GuestActionNotFound extends Error {}

/** A change refused for a reason the guest is told (GUEST_NOTICES). */
export class GuestRefusal extends Error {
  constructor(readonly notice: GuestNotice) {
    super(notice);
  }
}

/** The guest this request's cookie names on this link, when favourites are on and they exist. */
export async function currentGuest(request: Request, open: OpenLink): Promise<LinkGuest | null> {
  if (!open.link.favourites) return null;
  const id = await guestIdOf(request, open.token, open.link);
  if (!id) return null;
  const { linkGuests } = await db();
  const guest = await linkGuests.findById(id);
  return guest?.linkId === open.link.id ? guest : null;
}

/**
 * The guest's favourites among the photos the link still shows: one that left the collection (or
 * was deleted) neither shows nor counts against the limit, or a guest at the limit could not
 * remove it to choose another.
 */
async function shownFavourites(open: OpenLink, guestId: string) {
  const members = new Set(open.collection.photoIds);
  const all = await (await db()).linkFavourites.listByGuest(guestId);
  return all.filter((favourite) => members.has(favourite.photoId));
}

/** What the /s/ pages show of the guest's favourites; null when the link has none. */
export async function guestSelection(request: Request, open: OpenLink) {
  if (!open.link.favourites) return null;
  const guest = await currentGuest(request, open);
  const chosen = guest ? await shownFavourites(open, guest.id) : [];
  return {
    guest: guest ? { name: guest.name, email: guest.email } : null,
    limit: open.link.favouritesLimit,
    count: chosen.length,
    /** Comment by favourite photo id ("" for none). */
    favourites: Object.fromEntries(chosen.map((f) => [f.photoId, f.comment])),
    sentAt: guest?.selectionSentAt?.toISOString() ?? null,
    photographer: toPortfolioProfile(open.owner).displayName,
  };
}
export type GuestSelection = NonNullable<Awaited<ReturnType<typeof guestSelection>>>;

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function checkedGuest(name: unknown, email: unknown) {
  const cleanName = typeof name === "string" ? name.trim().replace(/\s+/g, " ") : "";
  const cleanEmail = typeof email === "string" ? email.trim() : "";
  if (
    !cleanName ||
    cleanName.length > GUEST_LIMITS.name ||
    cleanEmail.length > GUEST_LIMITS.email ||
    !EMAIL.test(cleanEmail)
  ) {
    throw new GuestRefusal("guest-invalid");
  }
  return { name: cleanName, email: cleanEmail };
}

/** The guest gives (or corrects) their name and email; the guest as stored. */
export async function identifyGuest(
  open: OpenLink,
  current: LinkGuest | null,
  name: unknown,
  email: unknown,
): Promise<LinkGuest> {
  const fields = checkedGuest(name, email);
  const { linkGuests } = await db();
  if (current) return (await linkGuests.rename(current.id, fields.name, fields.email)) ?? current;
  return linkGuests.create({ linkId: open.link.id, userId: open.link.userId, ...fields });
}

async function memberPhotoId(open: OpenLink, photoId: unknown): Promise<string> {
  const photo = typeof photoId === "string" ? await linkPhoto(open, photoId) : null;
  if (!photo) throw new GuestActionNotFound();
  return photo.id;
}

/** Marks a photo, unless the limit is reached (then nothing changes); whether it was new. */
async function mark(open: OpenLink, guest: LinkGuest, photoId: string, address: string) {
  const { linkFavourites } = await db();
  const chosen = await shownFavourites(open, guest.id);
  if (chosen.some((favourite) => favourite.photoId === photoId)) return false;
  const limit = open.link.favouritesLimit;
  if (limit !== null && chosen.length >= limit) throw new GuestRefusal("limit");
  await linkFavourites.add({
    linkId: open.link.id,
    guestId: guest.id,
    userId: open.link.userId,
    photoId,
  });
  await recordLinkActivity(open.link, "favourite", address);
  return true;
}

/** Marks (`on`) or unmarks a photo of the link. */
export async function setFavourite(
  open: OpenLink,
  guest: LinkGuest,
  photoId: unknown,
  on: boolean,
  address: string,
): Promise<void> {
  const id = await memberPhotoId(open, photoId);
  if (on) {
    await mark(open, guest, id, address);
    return;
  }
  const { linkFavourites } = await db();
  if (await linkFavourites.remove(guest.id, id)) {
    await recordLinkActivity(open.link, "favourite", address);
  }
}

/** A comment on a photo; commenting on a photo not yet chosen chooses it (within the limit). */
export async function setFavouriteComment(
  open: OpenLink,
  guest: LinkGuest,
  photoId: unknown,
  comment: unknown,
  address: string,
): Promise<void> {
  const id = await memberPhotoId(open, photoId);
  const text = typeof comment === "string" ? comment.trim() : "";
  if (text.length > GUEST_LIMITS.comment) throw new GuestRefusal("comment-long");
  const added = await mark(open, guest, id, address);
  const { linkFavourites } = await db();
  await linkFavourites.setComment(guest.id, id, text);
  if (!added) await recordLinkActivity(open.link, "favourite", address);
}

import { db } from "~/data/db.server";
import type { Photo, PhotoPosition, PublishedSet } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { PUBLISHED, sanitizeHtml, toPhotoView, visiblePhoto } from "~/services/photos/index.server";
import type { PhotoView } from "~/utils/photo-view";
import { HOME_SCOPE } from "~/data/public-scopes";
import { noteScope, noteShuffled } from "~/server/public-cache/render-scope.server";
import { inPortfolioOrder, portfolioOrderOf } from "~/services/collections/portfolio-order.server";
import { featuredFirst, keepFirstShuffleRest } from "./ordering";

/** The home gallery shows at most this many photos (and its permalinks step through those). */
export const HOME_LIMIT = 200;

/**
 * Public views of photos, descriptions sanitised again on the way out
 * (docs/product.md#security-baseline). Every list here is published photos only (`PUBLISHED`, the
 * photo rule's public side), whoever asks.
 */
async function views(photos: Photo[], owners?: Map<string, User>): Promise<PhotoView[]> {
  const { users } = await db();
  const cache = owners ?? new Map<string, User>();
  const result: PhotoView[] = [];
  for (const photo of photos) {
    let owner = cache.get(photo.userId);
    if (!owner) {
      const found = await users.findById(photo.userId);
      if (!found) continue;
      owner = found;
      cache.set(owner.id, owner);
    }
    const view = toPhotoView(photo, owner);
    result.push({ ...view, description: sanitizeHtml(view.description) });
  }
  return result;
}

/** One photographer's published photos as the portfolio JSON shows them (collections too). */
export const ownerPhotoViews = (photos: Photo[], owner: User) =>
  views(photos, new Map([[owner.id, owner]]));

function categoryFilter(category: string | null | undefined) {
  return category && category !== "all" ? { category } : {};
}

/**
 * The home gallery (docs/product.md#gallery-page, docs/product.md#states-and-transitions,
 * docs/product.md#api-calls GET /api/photos): a signed-in user sees their own public photos,
 * featured first; a visitor sees everyone's public photos — in 'all' the featured ones (or every
 * public photo while none is featured), first kept and the rest shuffled.
 */
export async function homeGallery({
  viewerId,
  category,
}: {
  viewerId?: string | null;
  category?: string | null;
}) {
  const { photos } = await db();
  // Everyone's public photos: kept until a write that can show here (ADR 51).
  noteScope(HOME_SCOPE);
  if (viewerId) {
    const own = await photos.listByUser(viewerId, { ...PUBLISHED, ...categoryFilter(category) });
    return featuredFirst(await views(own));
  }
  if (category && category !== "all") {
    return views(await photos.listPublic({ category, limit: HOME_LIMIT }));
  }
  const featured = await photos.listPublic({ featured: true, limit: HOME_LIMIT });
  const chosen = featured.length ? featured : await photos.listPublic({ limit: HOME_LIMIT });
  // Each visitor sees a fresh order: the page cache keeps several orders of this page.
  noteShuffled();
  return keepFirstShuffleRest(await views(chosen));
}

/** The set a portfolio shows: the owner's published photos, one category or all, featured first. */
export function portfolioSet(owner: User, category?: string | null): PublishedSet {
  const chosen = category && category !== "all" ? category : undefined;
  return { userId: owner.id, category: chosen, order: "featuredFirst" };
}

/**
 * The portfolio's published photos in its photographer's own order, or null while they have set
 * none (docs/decisions/0061-collections-and-orders.md): then the default order, featured first,
 * is walked by keyset instead. An order is a list, so the whole set is read to follow it.
 */
export async function arrangedPortfolio(
  owner: User,
  category?: string | null,
): Promise<Photo[] | null> {
  const order = await portfolioOrderOf(owner.id);
  if (!order) return null;
  const { photos } = await db();
  return inPortfolioOrder(await photos.listPublished(portfolioSet(owner, category)), order);
}

/** A portfolio's public photos (GET /api/portfolio/{identifier}/photos), in its order. */
export async function portfolioPhotos(owner: User, category?: string | null): Promise<PhotoView[]> {
  const { photos } = await db();
  const list =
    (await arrangedPortfolio(owner, category)) ??
    (await photos.listPublished(portfolioSet(owner, category)));
  return ownerPhotoViews(list, owner);
}

export interface PortfolioPhotoPage {
  photos: PhotoView[];
  /** Where the next page starts (the last photo here), or null when this is the last page. */
  next: PhotoPosition | null;
}

/**
 * A page of an arranged portfolio: from just after the cursor's photo. A cursor whose photo has
 * left the portfolio since has no place in a hand-made order: the pages end there.
 */
export function arrangedSlice(
  arranged: Photo[],
  { after, limit }: { after?: PhotoPosition | null; limit: number },
) {
  const start = after ? arranged.findIndex((photo) => photo.id === after.id) + 1 : 0;
  const from = after && start === 0 ? arranged.length : start;
  const page = arranged.slice(from, from + limit);
  const last = page[page.length - 1];
  return { page, start: from, next: from + limit < arranged.length && last ? last : null };
}

/**
 * One page of a portfolio's photos, from just after `after` (the start when unset): `limit`
 * photos and one more to learn whether a next page exists. Reads no photo beyond that, unless the
 * photographer set an order (`arranged`, looked up when not given).
 */
export async function portfolioPhotoPage(
  owner: User,
  category: string | null | undefined,
  { after, limit }: { after?: PhotoPosition | null; limit: number },
  arranged?: Photo[] | null,
): Promise<PortfolioPhotoPage> {
  const ordered = arranged === undefined ? await arrangedPortfolio(owner, category) : arranged;
  if (ordered) {
    const { page, next } = arrangedSlice(ordered, { after, limit });
    return { photos: await ownerPhotoViews(page, owner), next };
  }
  const { photos } = await db();
  const found = await photos.listPublished(portfolioSet(owner, category), {
    after: after ?? undefined,
    limit: limit + 1,
  });
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    photos: await ownerPhotoViews(page, owner),
    next: found.length > limit && last ? last : null,
  };
}

/** A photo as a permalink page shows it: null unless it is published and `owner`'s. */
export async function publicView(photo: Photo, owner: User): Promise<PhotoView | null> {
  // A permalink is the public page: its owner too sees only what is published there.
  const visible = visiblePhoto(photo, null, owner.id);
  if (!visible) return null;
  const [view] = await ownerPhotoViews([visible], owner);
  return view ?? null;
}

import { db } from "~/data/db.server";
import type { Photo, PhotoPosition } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { GALLERY_PAGE_SIZE } from "~/utils/gallery-paging";
import type { PhotoView } from "~/utils/photo-view";
import { encodeCursor } from "./gallery-cursor.server";
import {
  arrangedPortfolio,
  arrangedSlice,
  ownerPhotoViews,
  portfolioPhotoPage,
  portfolioSet,
} from "./public-photos.server";

/** Where a portfolio's page stands among its pages (cursors are opaque strings). */
export interface GalleryPagingData {
  /** Photos in the selected set, shown or not. */
  total: number;
  /** Photos of the set before this page's first. */
  offset: number;
  /** The cursor this page began at (a later page without JavaScript), or null for the first. */
  cursor: string | null;
  nextCursor: string | null;
  /** The photo before this page's first (the set's last, from the first page) when the set
   * does not fit on this page: where the lightbox goes back to from the first photo. */
  beforeId: string | null;
  /** On a later page, the set's first photo: where the lightbox wraps to after the last. */
  firstId: string | null;
}

const positionOf = (photo: PhotoView): PhotoPosition => ({
  id: photo.id,
  featured: photo.featured,
  createdAt: new Date(photo.createdAt),
});

/**
 * One page of a portfolio: GALLERY_PAGE_SIZE photos from just after `after`, and what the page
 * needs to offer the rest. A portfolio of one page makes no query more than before paging; a
 * larger one adds counts and one-photo walks, each on an index, never a read of the whole set.
 */
export async function portfolioPage(owner: User, category: string, after: PhotoPosition | null) {
  const arranged = await arrangedPortfolio(owner, category);
  if (arranged) return arrangedPortfolioPage(owner, arranged, after);
  const page = await portfolioPhotoPage(
    owner,
    category,
    { after, limit: GALLERY_PAGE_SIZE },
    arranged,
  );
  const paging: GalleryPagingData = {
    total: page.photos.length,
    offset: 0,
    cursor: after && encodeCursor(after),
    nextCursor: page.next && encodeCursor(page.next),
    beforeId: null,
    firstId: null,
  };
  if (!after && !page.next) return { photos: page.photos, paging };

  const { photos } = await db();
  const set = portfolioSet(owner, category);
  const first = page.photos[0];
  // Where this page starts: its first photo (or, past the end, the cursor's).
  const start = after && (first ? positionOf(first) : after);
  const idOf = async (found: Promise<{ id: string }[]>) => (await found)[0]?.id ?? null;
  const [total, offset, beforeId, firstId] = await Promise.all([
    photos.countPublished(set),
    start ? photos.countPublished(set, { before: start }) : 0,
    // Walking back from the start; from the first page that wraps to the set's last photo.
    idOf(photos.listPublished(set, { backwards: true, limit: 1, after: start ?? undefined })),
    start ? idOf(photos.listPublished(set, { limit: 1 })) : null,
  ]);
  return {
    photos: page.photos,
    paging: { ...paging, total, offset: first ? offset : total, beforeId, firstId },
  };
}

/** The same for a portfolio in its photographer's order (ADR 61): counted in the list itself. */
async function arrangedPortfolioPage(owner: User, arranged: Photo[], after: PhotoPosition | null) {
  const { page, start, next } = arrangedSlice(arranged, { after, limit: GALLERY_PAGE_SIZE });
  const fits = !after && !next;
  const paging: GalleryPagingData = {
    total: fits ? page.length : arranged.length,
    offset: start,
    cursor: after && encodeCursor(after),
    nextCursor: next && encodeCursor(next),
    beforeId: fits ? null : ((arranged[start - 1] ?? arranged[arranged.length - 1])?.id ?? null),
    firstId: after ? (arranged[0]?.id ?? null) : null,
  };
  return { photos: await ownerPhotoViews(page, owner), paging };
}

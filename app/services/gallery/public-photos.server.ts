import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { PUBLISHED, sanitizeHtml, toPhotoView, visiblePhoto } from "~/services/photos/index.server";
import type { PhotoView } from "~/utils/photo-view";
import { noteShuffled } from "~/services/public-cache/render-scope.server";
import { featuredFirst, keepFirstShuffleRest } from "./ordering";

const HOME_LIMIT = 200;

/**
 * Public views of photos, descriptions sanitised again on the way out (DESIGN §9). Every list
 * here is published photos only (`PUBLISHED`, the photo rule's public side), whoever asks.
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

function categoryFilter(category: string | null | undefined) {
  return category && category !== "all" ? { category } : {};
}

/**
 * The home gallery (spec §2, §4, §7 GET /api/photos): a signed-in user sees their own public
 * photos, featured first; a visitor sees everyone's public photos — in 'all' the featured ones
 * (or every public photo while none is featured), first kept and the rest shuffled.
 */
export async function homeGallery({
  viewerId,
  category,
}: {
  viewerId?: string | null;
  category?: string | null;
}) {
  const { photos } = await db();
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

/** A portfolio's public photos (GET /api/portfolio/{identifier}/photos), featured first. */
export async function portfolioPhotos(owner: User, category?: string | null): Promise<PhotoView[]> {
  const { photos } = await db();
  const list = await photos.listByUser(owner.id, { ...PUBLISHED, ...categoryFilter(category) });
  return featuredFirst(await views(list, new Map([[owner.id, owner]])));
}

/** One public photo of an owner, for its permalink page; null when missing or private. */
export async function publicPhoto(owner: User, photoId: string): Promise<PhotoView | null> {
  const { photos } = await db();
  // A permalink is the public page: its owner too sees only what is published there.
  const photo = visiblePhoto(await photos.findById(photoId), null, owner.id);
  if (!photo) return null;
  const [view] = await views([photo], new Map([[owner.id, owner]]));
  return view ?? null;
}

/**
 * The photos a permalink page steps through: the same set as the gallery it came from, in a
 * stable order (newest first, featured first for portfolios) so previous/next stay put.
 */
export async function photoSequence({
  owner,
  category,
}: {
  owner: User | null;
  category: string | null;
}): Promise<PhotoView[]> {
  const { photos } = await db();
  if (owner) return portfolioPhotos(owner, category);
  if (category && category !== "all")
    return views(await photos.listPublic({ category, limit: HOME_LIMIT }));
  const featured = await photos.listPublic({ featured: true, limit: HOME_LIMIT });
  return views(featured.length ? featured : await photos.listPublic({ limit: HOME_LIMIT }));
}

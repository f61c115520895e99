import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { derivativeUrl } from "~/services/photos/index.server";
import { displayName } from "~/utils/display-name";
import { AdminRefusal } from "./admin-refusal.server";

/** One public photo as the Featured Photos tab shows it (docs/product.md#admin-dashboard). */
export interface AdminPhotoRow {
  id: string;
  title: string;
  alt: string;
  photographer: string;
  photographerUsername: string | null;
  featured: boolean;
  /** The narrowest JPEG derivative, with its real size; null while a photo has none. */
  thumbnail: { url: string; width: number; height: number } | null;
  dominantColor: string | null;
}

export interface AdminPhotoPage {
  photos: AdminPhotoRow[];
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export const ADMIN_PHOTOS_PER_PAGE = 24;

const notFound = () => new AdminRefusal("Photo not found", 404);
// Featuring puts a photo on the home gallery: only a photo its owner has published qualifies.
const notPublic = () => new AdminRefusal("Only public photos can be featured.", 409);

function thumbnailOf(photo: Photo, owner: User): AdminPhotoRow["thumbnail"] {
  const smallest = photo.derivatives
    .filter((d) => d.format === "jpeg")
    .sort((a, b) => a.width - b.width)[0];
  return smallest
    ? { url: derivativeUrl(photo, smallest, owner), width: smallest.width, height: smallest.height }
    : null;
}

function toRow(photo: Photo, owner: User): AdminPhotoRow {
  return {
    id: photo.id,
    title: photo.title,
    alt: photo.aiAltText || photo.title,
    photographer: displayName(owner),
    photographerUsername: owner.username ?? null,
    featured: photo.featured,
    thumbnail: thumbnailOf(photo, owner),
    dominantColor: photo.dominantColors?.[0] ?? null,
  };
}

async function rows(photos: Photo[]): Promise<AdminPhotoRow[]> {
  const { users } = await db();
  const owners = new Map<string, User | null>();
  const result: AdminPhotoRow[] = [];
  for (const photo of photos) {
    if (!owners.has(photo.userId)) owners.set(photo.userId, await users.findById(photo.userId));
    const owner = owners.get(photo.userId);
    if (owner) result.push(toRow(photo, owner));
  }
  return result;
}

/** A page of every public photo, newest first (GET /api/admin/photos?page=n, 1-based). */
export async function listPublicPhotosForAdmin(page = 1): Promise<AdminPhotoPage> {
  const { photos } = await db();
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const start = (current - 1) * ADMIN_PHOTOS_PER_PAGE;
  // One more than the page holds tells whether a next page exists.
  const found = await photos.listPublic({ skip: start, limit: ADMIN_PHOTOS_PER_PAGE + 1 });
  return {
    photos: await rows(found.slice(0, ADMIN_PHOTOS_PER_PAGE)),
    page: current,
    hasPrevious: current > 1,
    hasNext: found.length > ADMIN_PHOTOS_PER_PAGE,
  };
}

/** POST /api/admin/photos/{photoId}/featured: features or unfeatures anyone's public photo. */
export async function setFeaturedByAdmin(
  photoId: string,
  featured: boolean,
): Promise<AdminPhotoRow> {
  const { photos, users } = await db();
  const photo = await photos.findById(photoId);
  if (!photo) throw notFound();
  if (!photo.isPublic) throw notPublic();
  const owner = await users.findById(photo.userId);
  if (!owner) throw notFound();
  const updated = photo.featured === featured ? photo : await photos.update(photoId, { featured });
  if (!updated) throw notFound();
  return toRow(updated, owner);
}

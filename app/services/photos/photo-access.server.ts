import type { Photo, PhotoDerivative, PhotoFilter } from "~/data/photos.server";
import { derivativeName, mediaUrl, publishedUrl } from "./photo-keys.server";

/** Who is looking: the signed-in user's id, or null (undefined) for a signed-out visitor. */
export type ViewerId = string | null | undefined;

/**
 * What a visitor may see of a photo — the one rule every route and service that shows a photo
 * applies (docs/product.md#security-baseline): the photo, its title, description and media URLs
 * reach a viewer only when it is public or the viewer is its owner. "Private" and "missing" must
 * look the same to everyone else. Admins see other people's private photos through admin routes
 * only, not here. A suspended owner's photos are private to everyone: suspension withholds them,
 * `isPublic` false, and reinstatement publishes them again (`withholdPublicOf` in the photos
 * repository; docs/decisions/0043-suspending-and-deleting-accounts.md), so every list, page and
 * media URL built on this rule hides them without asking about the owner. What a client sees
 * through a share link is the other rule, in one place too: app/services/share-links/guest-access.
 */
export function canSeePhoto(photo: Pick<Photo, "isPublic" | "userId">, viewerId: ViewerId) {
  return photo.isPublic || (viewerId != null && viewerId === photo.userId);
}

/** The photo when `viewerId` may see it (and it is `ownerId`'s, when given), else null. */
export function visiblePhoto(
  photo: Photo | null | undefined,
  viewerId: ViewerId,
  ownerId?: string,
): Photo | null {
  if (!photo || (ownerId !== undefined && photo.userId !== ownerId)) return null;
  return canSeePhoto(photo, viewerId) ? photo : null;
}

/** The repository filter for lists anyone may be shown (galleries, portfolios, sitemap). */
export const PUBLISHED: Pick<PhotoFilter, "isPublic"> = { isPublic: true };

/**
 * The URL a derivative is shown at. A public photo's go out under its publication key, cacheable
 * by anyone until the key changes; a private photo's only at the owner-only store path, which is
 * never publicly cacheable (docs/product.md#image-pipeline). Who may see the photo at all is
 * `canSeePhoto`'s call.
 */
export function derivativeUrl(
  photo: Pick<Photo, "id" | "isPublic" | "publicationKey">,
  derivative: Pick<PhotoDerivative, "key">,
): string {
  return photo.isPublic && photo.publicationKey
    ? publishedUrl(photo.id, photo.publicationKey, derivativeName(derivative.key))
    : mediaUrl(derivative.key);
}

/** `derivativeUrl` bound to one photo, for `srcset` builders. */
export const derivativeUrlOf =
  (photo: Pick<Photo, "id" | "isPublic" | "publicationKey">) =>
  (derivative: Pick<PhotoDerivative, "key">) =>
    derivativeUrl(photo, derivative);

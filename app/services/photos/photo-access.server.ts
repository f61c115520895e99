import type { Photo, PhotoDerivative, PhotoFilter } from "~/data/photos.server";
import {
  portfolioWatermark,
  settingsHash,
  watermarkedName,
} from "~/services/watermarks/watermark-keys.server";
import type { WatermarkSettings } from "~/services/watermarks/watermark-settings";
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

/** Whose photo it is, as far as its public URLs need: their watermark, if any (ADR 65). */
export type UrlOwner = { watermark?: WatermarkSettings | null };

/**
 * The URL a derivative is shown at. A public photo's go out under its publication key, cacheable
 * by anyone until the key changes; a private photo's only at the owner-only store path, which is
 * never publicly cacheable (docs/product.md#image-pipeline). When the owner turned their
 * watermark on for the portfolio, the public name is the watermarked copy's
 * (`wm-{settings}-{name}`), which the media route serves in place of the plain one
 * (docs/decisions/0065-watermarks.md). Who may see the photo at all is `canSeePhoto`'s call.
 */
export function derivativeUrl(
  photo: Pick<Photo, "id" | "isPublic" | "publicationKey">,
  derivative: Pick<PhotoDerivative, "key">,
  owner?: UrlOwner,
): string {
  return derivativeUrlOf(photo, owner)(derivative);
}

/** `derivativeUrl` bound to one photo (and its owner), for `srcset` builders. */
export function derivativeUrlOf(
  photo: Pick<Photo, "id" | "isPublic" | "publicationKey">,
  owner?: UrlOwner,
): (derivative: Pick<PhotoDerivative, "key">) => string {
  const { publicationKey } = photo;
  if (!photo.isPublic || !publicationKey) return (derivative) => mediaUrl(derivative.key);
  const watermark = owner ? portfolioWatermark(owner) : null;
  const hash = watermark ? settingsHash(watermark) : null;
  return (derivative) => {
    const name = derivativeName(derivative.key);
    return publishedUrl(photo.id, publicationKey, hash ? watermarkedName(name, hash) : name);
  };
}

import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { publicView } from "~/services/gallery/public-photos.server";
import { derivativeUrlOf } from "~/services/photos/index.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";
import { portfolioWatermark } from "~/services/watermarks/watermark-keys.server";
import { RIGHTS_FIELDS, RIGHTS_LABELS } from "~/utils/photo-rights";
import type { PhotoView } from "~/utils/photo-view";
import { absoluteUrl } from "~/services/site-url.server";
import type { FeedEntry, FeedImage, FeedPerson } from "./feed-model";

const MIME_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/** The photographer as a feed's author: their name and their portfolio's address. */
export function feedAuthor(owner: User, origin: string): FeedPerson {
  return { name: displayName(owner), url: absoluteUrl(origin, portfolioPath(owner)) };
}

/**
 * The image the photo's public page shows (its web-width JPEG), at the URL the photo rule gives a
 * visitor — the watermarked copy's while the owner's watermark is on for the portfolio (ADR 65).
 * Its stored size is the plain copy's, so a watermarked image goes without one.
 */
function feedImage(photo: Photo, owner: User, view: PhotoView, origin: string): FeedImage | null {
  if (!view.imageUrl) return null;
  const urlOf = derivativeUrlOf(photo, owner);
  const shown = photo.derivatives.find((derivative) => urlOf(derivative) === view.imageUrl);
  if (!shown) return null;
  const plain = !portfolioWatermark(owner);
  return {
    url: absoluteUrl(origin, view.imageUrl),
    width: shown.width,
    height: shown.height,
    ...(plain ? { sizeInBytes: shown.size } : {}),
    mimeType: MIME_TYPES[shown.format] ?? "image/jpeg",
  };
}

/** The rights fields the photo page shows, those that are set (ADR 46). */
const rightsLines = (view: PhotoView) =>
  RIGHTS_FIELDS.flatMap((field) => {
    const value = view.rights?.[field];
    return value ? [`${RIGHTS_LABELS[field]}: ${value}`] : [];
  });

/**
 * A photo as a feed entry, or null when a visitor may not see it: what its public page shows
 * (publicView: published only, description sanitised again), never its place, camera data or file
 * name (docs/decisions/0046-rights-in-location-and-identity-out.md).
 */
export async function feedEntry(
  photo: Photo,
  owner: User,
  origin: string,
): Promise<FeedEntry | null> {
  const view = await publicView(photo, owner);
  if (!view) return null;
  return {
    url: absoluteUrl(origin, `${portfolioPath(owner)}/photos/${photo.id}`),
    title: view.title,
    descriptionHtml: view.description,
    published: photo.createdAt,
    updated: photo.updatedAt,
    image: feedImage(photo, owner, view, origin),
    imageAlt: view.aiAltText || view.title,
    license: {
      name: view.licenseName ?? "All rights reserved",
      ...(view.licenseUrl ? { url: view.licenseUrl } : {}),
    },
    rights: rightsLines(view),
    author: feedAuthor(owner, origin),
  };
}

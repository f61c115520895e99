import type { Photo } from "~/data/photos.server";
import { derivativeName } from "~/services/photos/photo-keys.server";
import { sanitizeHtml } from "~/services/photos/sanitize-html.server";
import { toPhotoView } from "~/services/photos/photo-view.server";
import type { PhotoView } from "~/utils/photo-view";
import type { OpenLink } from "./guest-access.server";
import { shareLinkPath, shareMediaPath } from "./link-paths";

/**
 * Photos as a guest sees them through a link: every image at the link's own address
 * (`/s/{token}/media/{photoId}/{name}`), checked at each request, so a revoked link takes its
 * images with it; the public portfolio's URLs are never handed out here (ADR 63).
 */
export function linkPhotoViews({ token, owner }: OpenLink, photos: Photo[]): PhotoView[] {
  return photos.map((photo) => {
    const view = toPhotoView(photo, owner, (derivative) =>
      shareMediaPath(token, photo.id, derivativeName(derivative.key)),
    );
    return { ...view, description: sanitizeHtml(view.description) };
  });
}

/** The collection as the guest's page heads it (the template SDK's PublicCollectionView). */
export function linkCollectionView({ token, collection }: OpenLink, photoCount: number) {
  return {
    id: collection.id,
    slug: collection.slug,
    title: collection.title,
    description: sanitizeHtml(collection.description),
    coverPhoto: null,
    photoCount,
    href: shareLinkPath(token),
  };
}

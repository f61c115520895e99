import type { PhotoView } from "~/utils/photo-view";

/**
 * docs/product.md#gallery-page gallery in "all": the featured carousel (the featured photos, or
 * just the first photo when none is featured), then a grid that skips the first photo, already
 * shown by the carousel. The host orders photos featured first, so the first photo opens the
 * carousel.
 */
export function splitFeatured<T extends Pick<PhotoView, "featured">>(photos: readonly T[]) {
  const featured = photos.filter((photo) => photo.featured);
  return {
    carousel: featured.length ? featured : photos.slice(0, 1),
    grid: photos.slice(1),
  };
}

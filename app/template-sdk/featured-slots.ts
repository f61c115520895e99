import { FEATURED_SLOT_EVERY } from "./constants";

export interface GallerySlot<T> {
  photo: T;
  /** Shown double-sized. */
  large: boolean;
}

/**
 * docs/product.md#gallery-page monochrome gallery: every 4th slot (the 4th, 8th, ...) is filled by
 * the next featured photo, shown double-sized; other slots take the remaining photos in order. When
 * one kind runs out the other fills the gaps, so every photo appears exactly once.
 */
export function featuredSlots<T extends { featured: boolean }>(
  photos: readonly T[],
  every = FEATURED_SLOT_EVERY,
): GallerySlot<T>[] {
  const featured = photos.filter((photo) => photo.featured);
  const others = photos.filter((photo) => !photo.featured);
  const slots: GallerySlot<T>[] = [];
  while (featured.length || others.length) {
    const featuredSlot = (slots.length + 1) % every === 0;
    if (featuredSlot && featured.length) slots.push({ photo: featured.shift()!, large: true });
    else if (others.length) slots.push({ photo: others.shift()!, large: false });
    else slots.push({ photo: featured.shift()!, large: false });
  }
  return slots;
}

import {
  COLLECTION_VISIBILITIES,
  type CollectionVisibility,
} from "~/data/photo-collections.server";
import {
  PHOTO_LIMITS,
  checkedDescription,
  checkedTitle as checkedPhotoTitle,
} from "~/services/photos/photo-fields.server";
import { slug as slugOf } from "~/utils/slug";
import { CollectionInputError } from "./errors.server";

/** Like a photo's title and description (docs/product.md#validation-rules). */
export const COLLECTION_LIMITS = {
  title: PHOTO_LIMITS.title,
  description: PHOTO_LIMITS.description,
  slug: 100,
} as const;

/** Required, trimmed, at most a photo title's length (a PhotoInputError, answered alike). */
export const checkedTitle = (title: unknown) =>
  checkedPhotoTitle(title, "Collection title is required.");

/** Stored sanitised with the photo descriptions' cleaner and limit: any page may render it. */
export { checkedDescription };

export function checkedVisibility(visibility: unknown): CollectionVisibility {
  if (COLLECTION_VISIBILITIES.includes(visibility as CollectionVisibility)) {
    return visibility as CollectionVisibility;
  }
  throw new CollectionInputError("Visibility must be public, unlisted or private.");
}

/**
 * A slug the photographer typed, made a slug the same way a title is (transliterated,
 * docs/decisions/0040-slugs-by-transliteration.md): 'Ísland 2025' → 'island-2025'.
 */
export function checkedSlug(text: unknown): string {
  const made = typeof text === "string" ? slugOf(text.trim()) : "";
  if (!made) throw new CollectionInputError("The address must contain a letter or a digit.");
  if (made.length > COLLECTION_LIMITS.slug) {
    throw new CollectionInputError(
      `The address must be at most ${COLLECTION_LIMITS.slug} characters.`,
    );
  }
  return made;
}

/** The slug a new collection's title makes, 'collection' when nothing in it transliterates. */
export function slugFromTitle(title: string): string {
  return slugOf(title).slice(0, COLLECTION_LIMITS.slug).replace(/-+$/, "") || "collection";
}

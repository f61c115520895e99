/**
 * The Collections tab's forms (docs/product.md#my-photos): field names shared by the pages and
 * their actions, and what an action answers when it refuses a form.
 */
export const COLLECTION_FIELDS = {
  title: "title",
  slug: "slug",
  description: "description",
  visibility: "visibility",
  cover: "coverPhotoId",
} as const;

export const VISIBILITY_OPTIONS = [
  { value: "public", label: "Public", help: "On your portfolio for everyone" },
  { value: "unlisted", label: "Unlisted", help: "Only people with its address" },
  { value: "private", label: "Private", help: "Only you" },
] as const;

export const visibilityLabel = (value: string) =>
  VISIBILITY_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** A refused form: which one, why (on `field` when it is about one), and what was typed. */
export interface CollectionFormFailure {
  ok: false;
  form: string;
  message: string;
  status: number;
  field?: string;
  values: Record<string, string>;
}

/** The intents of the collection pages' plain forms. */
export const COLLECTION_INTENTS = {
  create: "create-collection",
  delete: "delete-collection",
  edit: "edit-collection",
  remove: "remove-photo",
  move: "move-photo",
  moveCollection: "move-collection",
} as const;

/** The upload form's "Add to collections" checkboxes, read by the server without JavaScript too. */
export const UPLOAD_COLLECTIONS_FIELD = "collectionIds";

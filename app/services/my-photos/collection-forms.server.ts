import {
  createCollection,
  deleteCollection,
  getOwnCollection,
  listOwnCollections,
  setCollectionPhotos,
  setCollectionsOrder,
  updateCollection,
} from "~/services/collections/own-collections.server";
import { setPortfolioOrder } from "~/services/collections/portfolio-order.server";
import { userFacingFailure } from "~/services/photos/index.server";
import type { Toast } from "~/services/session.server";
import { UserFacingError } from "~/services/user-facing-error.server";
import {
  clampPosition,
  moveToPosition,
  movedAnnouncement,
  withAdded,
  without,
} from "~/utils/photo-order";
import { COLLECTION_FIELDS, type CollectionFormFailure } from "~/utils/collection-forms";
import { portfolioArrangement } from "./collection-pages.server";

/**
 * The plain forms of the Collections tab and the arrange views (docs/product.md#my-photos):
 * each works without JavaScript, posting to its page's action, which redirects with a toast on
 * success and renders the refusal in the form otherwise (docs/decisions/0013-outcomes-as-toasts.md).
 */
export type FormOutcome = { ok: true; toast: Toast } | CollectionFormFailure;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Which field a service's refusal is about, so it shows under that field. */
function fieldOf(message: string): string | undefined {
  if (/title/i.test(message)) return COLLECTION_FIELDS.title;
  if (/address/i.test(message)) return COLLECTION_FIELDS.slug;
  if (/description/i.test(message)) return COLLECTION_FIELDS.description;
  if (/visibility/i.test(message)) return COLLECTION_FIELDS.visibility;
  if (/cover/i.test(message)) return COLLECTION_FIELDS.cover;
  return undefined;
}

/** A refusal in its own words with its status; an outage or a bug as the photo forms say them. */
function refusal(form: string, error: unknown, values: Record<string, string> = {}) {
  const { message, status } =
    error instanceof UserFacingError
      ? { message: error.message, status: error.status }
      : userFacingFailure(error, "Something went wrong.", "Collection change failed");
  return { ok: false, form, message, status, field: fieldOf(message), values } as const;
}

const refused = (form: string, message: string, status = 400): CollectionFormFailure => ({
  ok: false,
  form,
  message,
  status,
  values: {},
});

const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

export async function createCollectionForm(userId: string, form: FormData): Promise<FormOutcome> {
  const values = {
    title: text(form, COLLECTION_FIELDS.title),
    description: text(form, COLLECTION_FIELDS.description),
    visibility: text(form, COLLECTION_FIELDS.visibility) || "private",
  };
  try {
    const made = await createCollection(userId, values);
    return { ok: true, toast: { title: "Collection created", description: made.title } };
  } catch (error) {
    return refusal("create", error, values);
  }
}

export async function updateCollectionForm(
  userId: string,
  id: string,
  form: FormData,
): Promise<FormOutcome> {
  const values = Object.fromEntries(
    Object.values(COLLECTION_FIELDS).map((name) => [name, text(form, name)]),
  );
  try {
    const updated = await updateCollection(userId, id, {
      title: values.title,
      slug: values.slug,
      description: values.description,
      visibility: values.visibility,
      // "" is the default cover: the collection's first photo.
      coverPhotoId: values.coverPhotoId || null,
    });
    return { ok: true, toast: { title: "Collection updated", description: updated.title } };
  } catch (error) {
    return refusal("edit", error, values);
  }
}

export async function deleteCollectionForm(userId: string, form: FormData): Promise<FormOutcome> {
  try {
    const collection = await getOwnCollection(userId, text(form, "collectionId"));
    await deleteCollection(userId, collection.id);
    return {
      ok: true,
      toast: {
        title: "Collection deleted",
        description: `Its ${photos(collection.photoCount)} stay in My Photos.`,
      },
    };
  } catch (error) {
    return refusal("delete", error);
  }
}

/** "Add to collection…" from the photo table: the chosen photos after the members. */
export async function addToCollectionForm(userId: string, form: FormData): Promise<FormOutcome> {
  const chosen = form.getAll("photoIds").filter((id): id is string => typeof id === "string");
  const collectionId = text(form, "collectionId");
  if (!chosen.length) return refused("add", "Select at least one photo to add.");
  if (!collectionId) return refused("add", "Choose a collection to add the photos to.");
  try {
    const collection = await getOwnCollection(userId, collectionId);
    const next = withAdded(collection.photoIds, chosen);
    await setCollectionPhotos(userId, collection.id, next);
    const added = next.length - collection.photoIds.length;
    return {
      ok: true,
      toast: {
        title: "Added to collection",
        description: added
          ? `${photos(added)} added to "${collection.title}".`
          : `Those photos were already in "${collection.title}".`,
      },
    };
  } catch (error) {
    return refusal("add", error);
  }
}

export async function removeFromCollectionForm(
  userId: string,
  id: string,
  form: FormData,
): Promise<FormOutcome> {
  const photoId = text(form, "photoId");
  try {
    const collection = await getOwnCollection(userId, id);
    await setCollectionPhotos(userId, id, without(collection.photoIds, photoId));
    return {
      ok: true,
      toast: { title: "Removed from collection", description: "The photo stays in My Photos." },
    };
  } catch (error) {
    return refusal("remove", error);
  }
}

/** The "Move to position" form's fields: the photo, where to, and its title for the toast. */
function moveFields(form: FormData) {
  return {
    photoId: text(form, "photoId"),
    position: Number.parseInt(text(form, "position"), 10),
    title: text(form, "title"),
  };
}

function moved(ids: string[], move: ReturnType<typeof moveFields>) {
  const position = clampPosition(move.position, ids.length);
  return {
    ids: moveToPosition(ids, move.photoId, position),
    toast: {
      title: "Order saved",
      description: movedAnnouncement(move.title, position, ids.length),
    },
  };
}

export async function moveInCollectionForm(
  userId: string,
  id: string,
  form: FormData,
): Promise<FormOutcome> {
  const move = moveFields(form);
  if (!Number.isFinite(move.position)) return refused("move", "Enter a position number.");
  try {
    const collection = await getOwnCollection(userId, id);
    const next = moved(collection.photoIds, move);
    await setCollectionPhotos(userId, id, next.ids);
    return { ok: true, toast: next.toast };
  } catch (error) {
    return refusal("move", error);
  }
}

export async function moveInPortfolioForm(userId: string, form: FormData): Promise<FormOutcome> {
  const move = moveFields(form);
  if (!Number.isFinite(move.position)) return refused("move", "Enter a position number.");
  try {
    const current = (await portfolioArrangement(userId)).map((photo) => photo.id);
    const next = moved(current, move);
    await setPortfolioOrder(userId, next.ids);
    return { ok: true, toast: next.toast };
  } catch (error) {
    return refusal("move", error);
  }
}

/**
 * The Collections tab's "Move up" and "Move down": one collection to a position (1-based) in the
 * photographer's order of collections, which their portfolio lists them in.
 */
export async function moveCollectionForm(userId: string, form: FormData): Promise<FormOutcome> {
  const collectionId = text(form, "collectionId");
  const position = Number.parseInt(text(form, "position"), 10);
  if (!Number.isFinite(position)) return refused("move-collection", "Enter a position number.");
  try {
    const mine = await listOwnCollections(userId);
    const moving = mine.find((collection) => collection.id === collectionId);
    if (!moving) return refused("move-collection", "That collection is not one of yours.", 404);
    const to = clampPosition(position, mine.length);
    const ids = mine.map((collection) => collection.id);
    await setCollectionsOrder(userId, moveToPosition(ids, collectionId, to));
    return {
      ok: true,
      toast: {
        title: "Order saved",
        description: movedAnnouncement(moving.title, to, mine.length),
      },
    };
  } catch (error) {
    return refusal("move-collection", error);
  }
}

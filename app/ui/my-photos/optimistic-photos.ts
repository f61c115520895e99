import type { PhotoView } from "~/utils/photo-view";
import { INTENTS } from "./photo-forms";
import type { MyPhotoStats } from "./photo-stats";

export interface PendingToggle {
  intent: string;
  photoId: string;
  value: boolean;
}

/** Reads a toggle out of an in-flight form submission, if it is one. */
export function pendingToggle(formData: FormData | undefined): PendingToggle | null {
  const intent = formData?.get("intent");
  if (intent !== INTENTS.setPublic && intent !== INTENTS.setFeatured) return null;
  const photoId = formData?.get("photoId");
  if (typeof photoId !== "string") return null;
  return { intent, photoId, value: formData?.get("value") === "true" };
}

/**
 * The list as it will be once the toggles in flight succeed
 * (docs/product.md#states-and-transitions: optimistic).
 */
export function applyPendingToggles(photos: PhotoView[], pending: PendingToggle[]): PhotoView[] {
  if (!pending.length) return photos;
  return photos.map((photo) =>
    pending.reduce(
      (current, toggle) =>
        toggle.photoId !== current.id
          ? current
          : toggle.intent === INTENTS.setPublic
            ? { ...current, isPublic: toggle.value }
            : { ...current, featured: toggle.value },
      photo,
    ),
  );
}

/** Moves the counts by what the optimistic list changed (only listed photos can change). */
export function adjustStats(stats: MyPhotoStats, before: PhotoView[], after: PhotoView[]) {
  const count = (list: PhotoView[], key: "isPublic" | "featured") =>
    list.filter((photo) => photo[key]).length;
  return {
    total: stats.total,
    public: stats.public + count(after, "isPublic") - count(before, "isPublic"),
    featured: stats.featured + count(after, "featured") - count(before, "featured"),
  };
}

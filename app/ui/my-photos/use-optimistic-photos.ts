import { useFetchers } from "@remix-run/react";
import type { PhotoView } from "~/utils/photo-view";
import {
  adjustStats,
  applyPendingToggles,
  pendingToggle,
  type PendingToggle,
} from "./optimistic-photos";
import type { MyPhotoStats } from "./photo-stats";

/** The photos and stats with every toggle still in flight already applied. */
export function useOptimisticPhotos(photos: PhotoView[], stats: MyPhotoStats) {
  const pending = useFetchers()
    .map((fetcher) => pendingToggle(fetcher.formData))
    .filter((toggle): toggle is PendingToggle => toggle !== null);
  const optimistic = applyPendingToggles(photos, pending);
  return { photos: optimistic, stats: adjustStats(stats, photos, optimistic) };
}

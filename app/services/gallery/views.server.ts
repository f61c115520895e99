import { db } from "~/data/db.server";
import { flushViews } from "./view-counter.server";

export interface ViewsSummary {
  portfolio: number;
  photos: number;
  topPhotos: { id: string; title: string; views: number }[];
}

/** A photographer's own first-party view counts: their portfolio page and each photo's page. */
export async function viewsOf(userId: string): Promise<ViewsSummary> {
  // Views counted in memory a moment ago are part of the totals shown.
  await flushViews();
  const { pageViews, photos } = await db();
  const totals = await pageViews.totalsByOwner(userId);
  const photoTotals = [...totals].filter(([key]) => key.startsWith("photo:"));
  const top = [];
  for (const [key, views] of photoTotals.sort((a, b) => b[1] - a[1]).slice(0, 5)) {
    const photo = await photos.findById(key.slice("photo:".length));
    if (photo?.userId === userId) top.push({ id: photo.id, title: photo.title, views });
  }
  return {
    portfolio: totals.get(`portfolio:${userId}`) ?? 0,
    photos: photoTotals.reduce((sum, [, n]) => sum + n, 0),
    topPhotos: top,
  };
}

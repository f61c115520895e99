import { db } from "~/data/db.server";
import { ALL_CATEGORY, type CategoryOption } from "~/utils/photo-view";

/**
 * The category buttons a gallery offers: 'All', then only the categories that hold at least one
 * public photo — of `ownerId` (a portfolio, or a signed-in user's home gallery), or of anyone (a
 * visitor's home gallery). A button that leads to an empty page is not offered.
 *
 * One probe per category, each whether that published set has a photo: one entry of the index the
 * set is listed by, and no photo's document read. Public pages are cached, and every write a
 * visitor can see empties that cache (docs/decisions/0026-public-page-cache.md), so a newly
 * published category appears with the next page served.
 */
export async function offeredCategories(
  candidates: readonly CategoryOption[],
  ownerId: string | null,
): Promise<CategoryOption[]> {
  const { photos } = await db();
  const held = await Promise.all(
    candidates.map(async ({ id }) => {
      if (id === ALL_CATEGORY) return true;
      return photos.hasPublished(ownerId ? { userId: ownerId, category: id } : { category: id });
    }),
  );
  return candidates.filter((_, index) => held[index]);
}

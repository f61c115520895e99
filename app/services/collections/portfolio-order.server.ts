import { db } from "~/data/db.server";
import { checkedOwnPhotoIds } from "./own-photo-ids.server";

/**
 * A portfolio in its photographer's order (docs/decisions/0061-collections-and-orders.md):
 * `photos` come in the default order (featured first, then newest); the ones the order does not
 * name yet (new uploads) stay first in that order, as Lightroom and Pixieset put new photos, then
 * the ordered ones in the order's sequence.
 */
export function inPortfolioOrder<T extends { id: string }>(
  photos: readonly T[],
  order: readonly string[],
): T[] {
  const place = new Map(order.map((id, index) => [id, index]));
  const unplaced = photos.filter((photo) => !place.has(photo.id));
  const placed = photos
    .filter((photo) => place.has(photo.id))
    .sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return [...unplaced, ...placed];
}

/** The photographer's order, or null while the portfolio keeps the default one. */
export async function portfolioOrderOf(userId: string): Promise<string[] | null> {
  const { portfolioOrders } = await db();
  return portfolioOrders.get(userId);
}

/** PUT /api/user/photos/order: the whole order at once; a bad list changes nothing. */
export async function setPortfolioOrder(userId: string, photoIds: string[]): Promise<string[]> {
  const checked = await checkedOwnPhotoIds(userId, photoIds);
  const { portfolioOrders } = await db();
  await portfolioOrders.set(userId, checked);
  return checked;
}

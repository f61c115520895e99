import { db } from "~/data/db.server";

/**
 * What collections and orders do when photos or accounts go (docs/product.md#collections):
 * a deleted photo leaves them; deleting a collection or an order never deletes a photo. Kept
 * apart from the rules so the photo deletion path imports nothing else of collections.
 */

/**
 * For photo deletion: the photo leaves every collection of its owner and their portfolio order,
 * and guests' favourites of it go (with their comments): a selection names no photo that is gone
 * (docs/decisions/0066-favourites-proofing-activity.md).
 */
export async function forgetDeletedPhoto(userId: string, photoId: string): Promise<void> {
  const { photoCollections, portfolioOrders, linkFavourites } = await db();
  await photoCollections.removePhoto(userId, photoId);
  await portfolioOrders.removePhoto(userId, photoId);
  await linkFavourites.deleteByPhoto(userId, photoId);
}

/**
 * For account deletion: every collection, its share links and the portfolio order (never photos:
 * those go first).
 */
export async function deleteAllCollectionsOf(userId: string): Promise<number> {
  const { photoCollections, portfolioOrders, shareLinks } = await db();
  await shareLinks.deleteByUser(userId);
  await portfolioOrders.clear(userId);
  return photoCollections.deleteByUser(userId);
}

import {
  getOwnCollection,
  setCollectionPhotos,
} from "~/services/collections/own-collections.server";
import { logger } from "~/server/log/logger.server";
import type { BulkUploadOutcome } from "~/utils/bulk-upload";
import { withAdded } from "~/utils/photo-order";

/**
 * The upload dialog's "Add to collections" without JavaScript (docs/product.md#my-photos): the
 * upload service reads the ticked collections with the rest of the post and names the photos it
 * stored, which join those collections after their members, in the order they were sent
 * (docs/decisions/0064-arranging-and-uploading-into-collections.md). With JavaScript the dialog
 * adds the new photo through the collections API itself. A collection that is gone is passed
 * over: the photos are stored either way.
 */
export async function addUploadsToCollections(
  userId: string,
  { results, collectionIds = [] }: BulkUploadOutcome,
): Promise<void> {
  const stored = results.flatMap((result) => (result.ok && result.photoId ? [result.photoId] : []));
  if (!stored.length) return;
  for (const id of new Set(collectionIds)) {
    try {
      const collection = await getOwnCollection(userId, id);
      await setCollectionPhotos(userId, id, withAdded(collection.photoIds, stored));
    } catch (error) {
      logger.warn({ err: error, collectionId: id }, "Uploaded photo not added to a collection");
    }
  }
}

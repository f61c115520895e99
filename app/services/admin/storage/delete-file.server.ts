import { db } from "~/data/db.server";
import { objectStore } from "~/storage/store.server";
import { oneAtATime } from "./one-at-a-time.server";
import { photoReferences } from "./photo-references.server";
import { FILE_NOT_FOUND, StorageAdminError } from "./storage-errors.server";
import { checkedUserFileKey } from "./storage-keys.server";

/**
 * DELETE /api/admin/object-storage/delete-file: removes an orphaned file of `photo/{userId}/`
 * for good. A file a photo record names is refused: deleting the photo removes it.
 */
export async function deleteOrphanedFile(input: {
  userId: unknown;
  fileKey: unknown;
}): Promise<{ key: string }> {
  const key = checkedUserFileKey(input.userId, input.fileKey);
  return oneAtATime(async () => {
    const store = objectStore();
    if (!(await store.head(key))) throw new StorageAdminError(FILE_NOT_FOUND, 404);
    const { photos } = await db();
    const records = await photos.listByUser(input.userId as string);
    if (photoReferences(records).has(key)) {
      throw new StorageAdminError(
        "This file belongs to a photo in the database: delete the photo instead.",
        409,
      );
    }
    await store.delete(key);
    return { key };
  });
}

import type { Photo } from "~/data/photos.server";
import { photoFolder } from "~/services/photos/photo-keys.server";
import { WATERMARKED_NAME } from "~/services/watermarks/watermark-keys.server";
import type { ListedObject, ObjectStore } from "~/storage/object-store";

/** The database side of a stored file (docs/product.md#entities 'Object storage file'). */
export interface DbInfo {
  id: string;
  isPublic: boolean;
  isFeatured: boolean;
}

/**
 * The keys the records name, plus the kept watermarked copies (`wm-{settings}-{name}`) in the
 * folder of a photo that exists: no record names them, but they belong to the photo and go with
 * its folder when it is deleted (docs/decisions/0065-watermarks.md). A copy in the folder of a
 * deleted photo stays an orphan. `keys()` and the size are the named keys only, which is what
 * the audits count as missing.
 */
class PhotoReferences extends Map<string, DbInfo> {
  readonly #byFolder = new Map<string, DbInfo>();

  addPhoto(photo: Photo) {
    const info = { id: photo.id, isPublic: photo.isPublic, isFeatured: photo.featured };
    if (photo.originalKey) this.set(photo.originalKey, info);
    for (const derivative of photo.derivatives) this.set(derivative.key, info);
    this.#byFolder.set(photoFolder(photo.userId, photo.id), info);
  }

  override get(key: string): DbInfo | undefined {
    return super.get(key) ?? this.#keptCopyOwner(key);
  }

  override has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  #keptCopyOwner(key: string): DbInfo | undefined {
    const slash = key.lastIndexOf("/");
    if (!WATERMARKED_NAME.test(key.slice(slash + 1))) return undefined;
    return this.#byFolder.get(key.slice(0, slash + 1));
  }
}

/** Every key that belongs to the photo records (original, derivatives, kept watermarked copies). */
export function photoReferences(photos: readonly Photo[]): Map<string, DbInfo> {
  const references = new PhotoReferences();
  for (const photo of photos) references.addPhoto(photo);
  return references;
}

const PAGE_SIZE = 1000;

/** Every object under `prefix`, a page at a time, so a large store is never held in memory. */
export async function* eachObject(
  store: ObjectStore,
  prefix: string,
): AsyncGenerator<ListedObject> {
  let cursor: string | undefined;
  do {
    const page = await store.listPage(prefix, { pageSize: PAGE_SIZE, cursor });
    yield* page.objects;
    cursor = page.nextCursor;
  } while (cursor);
}

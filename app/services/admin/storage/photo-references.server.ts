import type { Photo } from "~/data/photos.server";
import type { ListedObject, ObjectStore } from "~/storage/object-store";

/** The database side of a stored file (docs/product.md#entities 'Object storage file'). */
export interface DbInfo {
  id: string;
  isPublic: boolean;
  isFeatured: boolean;
}

/** Every key the photo records name (original and derivatives), with the photo it belongs to. */
export function photoReferences(photos: readonly Photo[]): Map<string, DbInfo> {
  const references = new Map<string, DbInfo>();
  for (const photo of photos) {
    const info = { id: photo.id, isPublic: photo.isPublic, isFeatured: photo.featured };
    if (photo.originalKey) references.set(photo.originalKey, info);
    for (const derivative of photo.derivatives) references.set(derivative.key, info);
  }
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

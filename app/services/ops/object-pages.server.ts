import { MAX_PAGE_SIZE, type ListedObject, type ObjectStore } from "~/storage/object-store";

/** Every object in the store, a listing page at a time, in key order; `onPage` sees each page. */
export async function* allObjects(
  store: ObjectStore,
  onPage: (page: ListedObject[]) => void = () => undefined,
): AsyncGenerator<ListedObject> {
  let cursor: string | undefined;
  do {
    const page = await store.listPage("", { pageSize: MAX_PAGE_SIZE, cursor });
    onPage(page.objects);
    yield* page.objects;
    cursor = page.nextCursor;
  } while (cursor);
}

/** How many objects the store holds (a listing pass; nothing kept). */
export async function countObjects(store: ObjectStore): Promise<number> {
  let count = 0;
  for await (const _ of allObjects(store)) count++;
  return count;
}

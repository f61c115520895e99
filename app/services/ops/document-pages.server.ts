import type { Collection, Document, Filter } from "~/data/collection";

const PAGE_SIZE = 500;

/**
 * Every document matching `filter`, in _id order, a page at a time: each page starts after the
 * last _id of the one before, so a large collection never sits in memory and documents added
 * or removed meanwhile cannot shift a page. `idsOnly` reads just the ids.
 */
export async function* documentsInIdOrder(
  collection: Collection<Document>,
  {
    filter = {},
    idsOnly = false,
    pageSize = PAGE_SIZE,
  }: { filter?: Filter; idsOnly?: boolean; pageSize?: number } = {},
): AsyncGenerator<Document> {
  let after: string | undefined;
  for (;;) {
    const page = await collection.find(
      after === undefined ? filter : { $and: [filter, { _id: { $gt: after } }] },
      {
        sort: { _id: 1 },
        limit: pageSize,
        ...(idsOnly ? { projection: { _id: 1 } } : {}),
      },
    );
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]._id;
  }
}

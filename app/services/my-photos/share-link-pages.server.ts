import { CollectionNotFoundError } from "~/services/collections/errors.server";
import { getOwnCollection } from "~/services/collections/own-collections.server";
import { ShareLinkNotFoundError } from "~/services/share-links/errors.server";
import { listShareLinks } from "~/services/share-links/own-links.server";

/**
 * What a collection's share link pages load (docs/product.md#share-links). Someone else's
 * collection or link, or a missing one, is the same 404 as the collection page's.
 */
export async function notFoundAs404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CollectionNotFoundError || error instanceof ShareLinkNotFoundError) {
      throw new Response("Not found", { status: 404 });
    }
    throw error;
  }
}

/** The collection's title and its links, revoked ones too, with the time they are seen at. */
export function linksPageData(userId: string, collectionId: string) {
  return notFoundAs404(async () => {
    const collection = await getOwnCollection(userId, collectionId);
    return {
      collection: { id: collection.id, title: collection.title },
      links: await listShareLinks(userId, collectionId),
      now: new Date().toISOString(),
    };
  });
}

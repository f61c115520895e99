import type { User } from "~/data/users.server";
import { publicCollections } from "~/services/collections/public-collections.server";
import type { PublicCollectionView } from "~/template-sdk/types";
import { portfolioPath } from "~/utils/portfolio-url";

/** A collection's page: /{identifier}/collections/{slug} (docs/product.md#collection-page). */
export const collectionPath = (owner: User, slug: string) =>
  `${portfolioPath(owner)}/collections/${encodeURIComponent(slug)}`;

/**
 * The portfolio's public collections as templates get them (`TemplateProps.collections`): the
 * public answer (public-collections.server.ts: published photos only) with each page's address,
 * so templates build no URL.
 */
export async function portfolioCollectionCards(owner: User): Promise<PublicCollectionView[]> {
  const collections = await publicCollections(owner);
  return collections.map((collection) => ({
    ...collection,
    href: collectionPath(owner, collection.slug),
  }));
}

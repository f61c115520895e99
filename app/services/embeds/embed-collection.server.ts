import { publicCollection } from "~/services/collections/public-collections.server";
import { collectionPath } from "~/services/collection-pages/collection-cards.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";

export interface EmbedPhoto {
  id: string;
  title: string;
  alt: string;
  /** The collection page's own images: the public photo rule's URLs (watermarked while on). */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** The photo's page, stepping through the collection (docs/product.md#collection-page). */
  href: string;
}

export interface EmbedCollection {
  title: string;
  photographer: string;
  siteName: string;
  collectionHref: string;
  portfolioHref: string;
  photos: EmbedPhoto[];
}

/**
 * What /embed/{identifier}/collections/{slug} shows (docs/decisions/0070-oembed-and-embeds.md):
 * exactly the collection page's public answer (public-collections.server.ts), or null — one 404
 * for an unknown, unlisted or private collection and a suspended owner. The owner's scope is
 * noted by findPortfolioOwner, so their writes drop the cached view (ADR 51).
 */
export async function embedCollection(
  identifier: string,
  slug: string,
): Promise<EmbedCollection | null> {
  const owner = await findPortfolioOwner(identifier);
  const found = owner && (await publicCollection(owner, slug));
  if (!owner || !found) return null;
  const collectionHref = collectionPath(owner, found.collection.slug);
  const query = `?collection=${encodeURIComponent(found.collection.slug)}`;
  const site = await siteSettings();
  return {
    title: found.collection.title,
    photographer: displayName(owner),
    siteName: site.siteName,
    collectionHref,
    portfolioHref: portfolioPath(owner),
    photos: found.photos.map((photo) => ({
      id: photo.id,
      title: photo.title,
      alt: photo.aiAltText || photo.title,
      src: photo.imageUrl,
      srcSet: photo.sources.jpeg,
      width: photo.width,
      height: photo.height,
      href: `${portfolioPath(owner)}/photos/${encodeURIComponent(photo.id)}${query}`,
    })),
  };
}

import { findPortfolioOwner, toPortfolioProfile } from "~/services/portfolio.server";
import { publicCollection } from "~/services/collections/public-collections.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { configuredOrigin } from "~/services/site-url.server";
import { pageTemplate } from "~/services/templates/index.server";
import { resolveSettings } from "~/template-sdk/host";
import type { PortfolioOwner } from "~/template-sdk/types";
import { portfolioPath } from "~/utils/portfolio-url";
import { collectionPath } from "./collection-cards.server";
import { collectionMeta } from "./collection-meta.server";

// The route's other server import, from here: one empty stand-in in its browser code, not two.
export { oembedDiscovery } from "~/services/oembed/oembed-discovery.server";
export { feedLinks } from "~/services/feeds/feed-links";

/** The portfolio's own 404 (the route's ErrorBoundary shows the portfolio-not-found page). */
const notFound = () => new Response("Portfolio Not Found", { status: 404 });

/**
 * The loader of /{identifier}/collections/{slug} (docs/product.md#collection-page): the public
 * collection, its published photos in order, the owner's template and the head tags. An unknown
 * portfolio and an unknown, unlisted or private collection answer the same 404 page. The owner's
 * scope is noted by findPortfolioOwner, so every collection or photo write of theirs empties the
 * cached page (ADR 51).
 */
export async function loadCollectionPage(identifier: string, slug: string) {
  const owner = await findPortfolioOwner(identifier);
  if (!owner) throw notFound();
  const [found, site] = await Promise.all([publicCollection(owner, slug), siteSettings()]);
  if (!found) throw notFound();
  const { templateId: _templateId, portfolioUrl: _url, ...profile } = toPortfolioProfile(owner);
  const path = collectionPath(owner, found.collection.slug);
  const collection = { ...found.collection, href: path };
  const ownerView: PortfolioOwner = profile;
  const template = pageTemplate(owner.templateId);
  return {
    owner: ownerView,
    collection,
    photos: found.photos,
    basePath: portfolioPath(owner),
    siteName: site.siteName,
    template,
    // Resolved here: host.tsx stays out of this route's browser code (collection-host.tsx).
    settings: resolveSettings(template),
    meta: collectionMeta(
      { owner: ownerView, collection, path, siteName: site.siteName },
      configuredOrigin(),
    ),
  };
}

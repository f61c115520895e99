import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createTemplateLinks } from "~/template-sdk";
import { CollectionTemplate } from "~/template-sdk/collection-host";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { lazyAtHand } from "~/ui/lazy-at-hand";
import { PortfolioBar, portfolioBarHandle } from "~/ui/portfolio-bar";
import {
  feedLinks,
  loadCollectionPage,
  oembedDiscovery,
} from "~/services/collection-pages/collection-page.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// it reads no query parameter.
export const publicCache: PublicCacheRule = { params: [] };

export const links: LinksFunction = () => templateStylesheets();

/** The portfolio's own bar, not the site's (portfolio-bar.tsx). */
export const handle = portfolioBarHandle;

/** /{identifier}/collections/{slug}: a public collection in its owner's template. */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = await loadCollectionPage(params.identifier ?? "", params.slug ?? "");
  // oEmbed discovery (docs/decisions/0070-oembed-and-embeds.md), with the other head tags.
  const oembed = oembedDiscovery(page.collection.href, page.collection.title);
  // Its feeds' autodiscovery too (docs/decisions/0069-feeds.md).
  const feeds = feedLinks(page.collection.href, page.collection.title);
  return { ...page, meta: [...page.meta, ...oembed, ...feeds] };
}

export default function CollectionPage() {
  const { owner, collection, photos, basePath, siteName, template, settings } =
    useLoaderData<typeof loader>();
  const links = createTemplateLinks(basePath);
  const query = `?collection=${encodeURIComponent(collection.slug)}`;
  return (
    <>
      <PortfolioBar
        name={owner.displayName}
        basePath={basePath}
        template={template}
        onPortfolio={false}
      />
      <CollectionTemplate
        manifest={template}
        props={{
          owner,
          collection,
          photos,
          // Each photo's page steps through this collection (docs/product.md#collection-page).
          links: { ...links, photo: (id) => `${links.photo(id)}${query}` },
          basePath,
          siteName,
          settings,
        }}
      />
    </>
  );
}

/**
 * The portfolio's own not-found page (docs/product.md#collection-page): an unknown, unlisted or
 * private collection looks like an unknown portfolio address. Written again rather than shared
 * with $identifier.tsx: a module both routes imported would be one more file on the portfolio's
 * first load (npm run bench:js).
 */
export const ErrorBoundary = lazyAtHand(
  "PortfolioNotFound",
  () => import("~/ui/portfolio-not-found").then((m) => m.PortfolioNotFound),
  ".portfolio-not-found",
);

// Built by the loader (collection-meta.server.ts).
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: "Portfolio Not Found" }];

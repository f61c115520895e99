import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { GalleryPage } from "~/ui/gallery-page";
import { lazyAtHand } from "~/ui/lazy-at-hand";
import { PortfolioBar, portfolioBarHandle } from "~/ui/portfolio-bar";
import {
  feedLinks,
  galleryContactPost,
  loadGalleryRoute,
  portfolioCollectionCards,
  portfolioOwnerOr404,
} from "~/services/gallery/gallery-pages.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `cursor`, `featured`.
export const publicCache: PublicCacheRule = { params: ["cursor", "featured"] };

export const links: LinksFunction = () => templateStylesheets();

/** The portfolio wears its own bar, not the site's (portfolio-bar.tsx). */
export const handle = portfolioBarHandle;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const owner = await portfolioOwnerOr404(params.identifier);
  // Its public collections (docs/product.md#collection-page): none, and the page is as before.
  const [data, collections] = await Promise.all([
    loadGalleryRoute(request, { view: "portfolio", owner }),
    portfolioCollectionCards(owner),
  ]);
  // The portfolio feed's autodiscovery (docs/decisions/0069-feeds.md), with the other head tags.
  const feeds = feedLinks(data.page.basePath, data.page.owner?.displayName ?? data.page.siteName);
  return { ...data, collections, meta: [...data.meta, ...feeds] };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const owner = await portfolioOwnerOr404(params.identifier);
  return galleryContactPost(request, context, { view: "portfolio", owner });
}

export default function PortfolioPage() {
  const { page, template, collections } = useLoaderData<typeof loader>();
  return (
    <>
      <PortfolioBar
        name={page.owner?.displayName ?? page.siteName}
        basePath={page.basePath}
        template={template}
        onPortfolio
      />
      <GalleryPage page={page} template={template} view="portfolio" collections={collections} />
    </>
  );
}

/**
 * docs/product.md#public-portfolio-and-templates: the not-found view of an unknown portfolio
 * (portfolio-not-found.tsx), loaded where it shows: before hydration when the served page is that
 * view (lazy-at-hand.ts).
 */
export const ErrorBoundary = lazyAtHand(
  "PortfolioNotFound",
  () => import("~/ui/portfolio-not-found").then((m) => m.PortfolioNotFound),
  ".portfolio-not-found",
);

// Built by the loader (public-page-meta.server.ts).
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: "Portfolio Not Found" }];

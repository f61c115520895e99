import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { PhotoPermalink } from "~/ui/photo-permalink";
import { PortfolioBar, portfolioBarHandle } from "~/ui/portfolio-bar";
import { permalinkMeta } from "~/ui/permalink-meta.server";
import {
  findPortfolioOwner,
  loadPortfolioPermalink,
  oembedDiscovery,
  pageTemplate,
} from "~/services/gallery/photo-pages.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `featured`, and `collection` when opened from a collection page
// (docs/product.md#collection-page).
export const publicCache: PublicCacheRule = { params: ["featured", "collection"] };

export const links: LinksFunction = () => templateStylesheets();

/** The portfolio's own bar, not the site's (portfolio-bar.tsx). */
export const handle = portfolioBarHandle;

/**
 * /{identifier}/photos/{id}: a portfolio photo as its own page; `?collection={slug}` steps through
 * that public collection instead of the portfolio (collection-permalink.server.ts).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw new Response("Portfolio Not Found", { status: 404 });
  const data = await loadPortfolioPermalink(request, owner, params.photoId ?? "");
  const { basePath, photo } = data.view;
  // oEmbed discovery (docs/decisions/0070-oembed-and-embeds.md), with the other head tags.
  const oembed = oembedDiscovery(`${basePath}/photos/${photo.id}`, photo.title);
  const meta = [...permalinkMeta(data), ...oembed];
  return { ...data, template: pageTemplate(data.view.templateId), meta };
}

export default function PortfolioPhotoPage() {
  const { view, template } = useLoaderData<typeof loader>();
  return (
    <>
      <PortfolioBar
        name={view.photo.photographer}
        basePath={view.basePath}
        template={template}
        onPortfolio={false}
      />
      <PhotoPermalink view={view} template={template} />
    </>
  );
}

// Built by the loader (permalink-meta.server.ts): that code stays on the server.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: "Photo not found" }];

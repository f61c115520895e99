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
import { portfolioMeta } from "~/ui/public-page-meta.server";
import {
  clientAddress,
  configuredOrigin,
  decodeCursor,
  findPortfolioOwner,
  galleryPageData,
  getCurrentUser,
  handleContactPost,
  pageTemplate,
  recordView,
  redirect,
} from "~/services/gallery/gallery-pages.server";
import type { PublicCacheRule } from "~/services/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `cursor`, `featured`.
export const publicCache: PublicCacheRule = { params: ["cursor", "featured"] };

export const links: LinksFunction = () => templateStylesheets();

/** The portfolio wears its own bar, not the site's (portfolio-bar.tsx). */
export const handle = portfolioBarHandle;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw new Response("Portfolio Not Found", { status: 404 });
  const url = new URL(request.url);
  if (url.searchParams.get("featured") === "all") {
    url.searchParams.delete("featured");
    throw redirect(`${url.pathname}${url.search}`);
  }
  // A later page without JavaScript ('More photos'); a cursor this app did not make leads back
  // to the first page.
  const cursor = url.searchParams.get("cursor");
  const after = cursor === null ? null : decodeCursor(cursor);
  if (cursor !== null && !after) {
    url.searchParams.delete("cursor");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const viewer = await getCurrentUser(request);
  const page = await galleryPageData({
    view: "portfolio",
    owner,
    viewer,
    category: url.searchParams.get("featured"),
    after,
  });
  // A visit is counted once, on its first page: 'More photos' continues the same visit.
  if (viewer?.id !== owner.id && !after) await recordView("portfolio", owner.id, owner.id);
  return {
    page,
    template: pageTemplate(page.templateId),
    meta: portfolioMeta(page, configuredOrigin()),
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw new Response("Portfolio Not Found", { status: 404 });
  return handleContactPost(request, clientAddress(context), owner.id);
}

export default function PortfolioPage() {
  const { page, template } = useLoaderData<typeof loader>();
  return (
    <>
      <PortfolioBar
        name={page.owner?.displayName ?? page.siteName}
        basePath={page.basePath}
        template={template}
        onPortfolio
      />
      <GalleryPage page={page} template={template} view="portfolio" />
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

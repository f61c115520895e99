import { redirect, type AppLoadContext } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { clientAddress } from "~/server/client-address.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { configuredOrigin } from "~/services/site-url.server";
import { pageTemplate } from "~/services/templates/index.server";
import { homeMeta, portfolioMeta } from "~/ui/public-page-meta.server";
import { handleContactPost } from "./contact-action.server";
import { decodeCursor } from "./gallery-cursor.server";
import { galleryPageData, recordView } from "./page-data.server";

/** The home gallery, or the portfolio of `owner` (found by portfolioOwnerOr404). */
export type GalleryRoute = { view: "home" } | { view: "portfolio"; owner: User };

/** The portfolio an address names, or a 404 (docs/product.md#public-portfolio-and-templates). */
export async function portfolioOwnerOr404(identifier: string | undefined): Promise<User> {
  const owner = await findPortfolioOwner(identifier ?? "");
  if (!owner) throw new Response("Portfolio Not Found", { status: 404 });
  return owner;
}

/** The same address without `param`, as a redirect for the loader to throw. */
function redirectWithout(url: URL, param: string): Response {
  url.searchParams.delete(param);
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * A later portfolio page without JavaScript ('More photos', docs/decisions/0027-portfolio-paging.md);
 * a cursor this app did not make leads back to the first page.
 */
function pageAfter(url: URL) {
  const cursor = url.searchParams.get("cursor");
  if (cursor === null) return null;
  const after = decodeCursor(cursor);
  if (!after) throw redirectWithout(url, "cursor");
  return after;
}

/**
 * The loader of the home gallery and of a portfolio: the page's data, its template and its head
 * tags (built here, public-page-meta.server.ts). On the home page the owner is the signed-in
 * photographer, if any; only a portfolio pages (`?cursor=`) and counts a visit.
 */
export async function loadGalleryRoute(request: Request, route: GalleryRoute) {
  const url = new URL(request.url);
  // docs/product.md#gallery-page: ?featured=all is the default and is removed from the address.
  if (url.searchParams.get("featured") === "all") throw redirectWithout(url, "featured");
  const after = route.view === "portfolio" ? pageAfter(url) : null;
  const viewer = await getCurrentUser(request);
  const owner = route.view === "portfolio" ? route.owner : viewer?.username ? viewer : null;
  const page = await galleryPageData({
    view: route.view,
    owner,
    viewer,
    category: url.searchParams.get("featured"),
    after,
    allPhotographers: route.view === "home" && url.searchParams.get("photographers") === "all",
  });
  if (route.view === "home") {
    return { page, template: pageTemplate(page.templateId), meta: homeMeta(page) };
  }
  // A visit is counted once, on its first page: 'More photos' continues the same visit.
  if (viewer?.id !== route.owner.id && !after) {
    await recordView("portfolio", route.owner.id, route.owner.id);
  }
  const meta = portfolioMeta(page, configuredOrigin());
  return { page, template: pageTemplate(page.templateId), meta };
}

/** The page's contact form: to the site from the home page, to its photographer from a portfolio. */
export function galleryContactPost(request: Request, context: AppLoadContext, route: GalleryRoute) {
  const to = route.view === "portfolio" ? route.owner.id : undefined;
  return handleContactPost(request, clientAddress(context), to);
}

import { db } from "~/data/db.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { tdmHeadersFor, type HeaderList } from "./tdm-headers.server";

// The pages that show one photographer's work, by Remix route id.
const PORTFOLIO_ROUTES: ReadonlySet<string> = new Set([
  "routes/$identifier",
  "routes/$identifier_.photos.$photoId",
]);
const HOME_PHOTO_ROUTE = "routes/photos.$photoId";

/**
 * The TDMRep headers of a rendered page (entry.server.tsx): a portfolio's pages follow their
 * owner's choice, a home-gallery photo page its photographer's; other pages carry none. The
 * public page cache keeps them with the page, so its hits send them too.
 */
export async function tdmHeadersForPage(
  routeId: string | undefined,
  params: Record<string, string | undefined>,
): Promise<HeaderList> {
  if (routeId && PORTFOLIO_ROUTES.has(routeId)) {
    const owner = await findPortfolioOwner(params.identifier ?? "");
    return tdmHeadersFor(owner?.id);
  }
  if (routeId === HOME_PHOTO_ROUTE && params.photoId) {
    const { photos } = await db();
    const photo = await photos.findById(params.photoId);
    return tdmHeadersFor(photo?.isPublic ? photo.userId : null);
  }
  return [];
}

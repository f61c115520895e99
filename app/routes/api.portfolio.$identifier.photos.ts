import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { portfolioPhotos } from "~/services/gallery/public-photos.server";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner } from "~/services/portfolio.server";

/** GET /api/portfolio/{identifier}/photos: the owner's public photos, featured first. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  const category = new URL(request.url).searchParams.get("category");
  return json(await portfolioPhotos(owner, category));
}

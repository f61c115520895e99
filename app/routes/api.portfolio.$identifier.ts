import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiError } from "~/services/http.server";
import { findPortfolioOwner, toPortfolioProfile } from "~/services/portfolio.server";

/** GET /api/portfolio/{identifier}: the photographer's public profile, 404 when unknown. */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw apiError(404, "Portfolio not found");
  return json(toPortfolioProfile(owner));
}

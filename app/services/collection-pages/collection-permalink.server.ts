import type { User } from "~/data/users.server";
import { loadPermalink } from "~/services/gallery/permalink-loader.server";
import { collectionSteps } from "./collection-steps.server";

/**
 * The loader's data of a portfolio photo page: the photo in its portfolio's order, or, opened from
 * a collection page (`?collection={slug}`, docs/product.md#collection-page), in that collection's
 * order with its way back to the collection. A slug that names no public collection holding the
 * photo falls back to the portfolio's order and says nothing of it.
 */
export async function loadPortfolioPermalink(request: Request, owner: User, photoId: string) {
  const data = await loadPermalink(request, owner, photoId);
  const slug = new URL(request.url).searchParams.get("collection");
  const steps = slug ? await collectionSteps(owner, slug, photoId) : null;
  const collection = steps ? slug : null;
  return {
    ...data,
    view: { ...data.view, ...steps, category: collection ? null : data.view.category, collection },
  };
}

import { json } from "@remix-run/node";
import { listHeroImages } from "~/services/account/hero.server";

/** GET /api/hero-images: the curated, global heroes (docs/product.md#api-calls), oldest first. */
export async function loader() {
  return json(await listHeroImages(), { headers: { "Cache-Control": "no-cache" } });
}

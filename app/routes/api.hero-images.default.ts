import { json } from "@remix-run/node";
import { defaultHeroImage } from "~/services/account/hero.server";
import { apiError } from "~/services/http.server";

/**
 * GET /api/hero-images/default: the default hero {url, …} or 404 (spec §7: the hero then stays
 * empty). The admin's POST to this path is another module's `action`, added beside this loader.
 */
export async function loader() {
  const hero = await defaultHeroImage();
  if (!hero) return apiError(404, "No default hero image");
  return json(hero, { headers: { "Cache-Control": "no-cache" } });
}

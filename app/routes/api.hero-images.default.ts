import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { defaultHeroImage, toHeroImageView } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { HERO_FAILURES, heroApi, setDefaultHeroFromUrl } from "~/services/heroes/index.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import { defaultHeroSchema } from "~/utils/hero-banner-schemas";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * GET /api/hero-images/default: the default hero {url, …} or 404 (docs/product.md#api-calls: the
 * hero then stays empty).
 */
export async function loader() {
  const hero = await defaultHeroImage();
  if (!hero) return apiError(404, "No default hero image");
  return json(hero, { headers: { "Cache-Control": "no-cache" } });
}

/**
 * POST /api/hero-images/default {imageUrl, title} (admin): both required ('Missing information:
 * Please provide both image URL and title'). One of our banners' URLs makes it the default; any
 * other URL is fetched safely into a new default banner.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const input = await readJsonBody(request, defaultHeroSchema);
  return heroApi(
    async () => json(toHeroImageView(await setDefaultHeroFromUrl(input))),
    HERO_FAILURES.setDefault,
  );
}

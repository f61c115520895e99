import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toHeroImageView } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { extractHeroColors, HERO_FAILURES, heroApi } from "~/services/heroes/index.server";
import { requireMethod } from "~/services/http.server";

/** POST /api/hero-images/{id}/extract-colors (admin): the banner with its new colour analysis. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  return heroApi(
    async () => json(toHeroImageView(await extractHeroColors(params.id ?? ""))),
    HERO_FAILURES.extract,
  );
}

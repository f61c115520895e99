import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toHeroImageView } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { HERO_FAILURES, heroApi, setDefaultHero } from "~/services/heroes/index.server";
import { requireMethod } from "~/services/http.server";

/** POST /api/admin/hero-images/{id}/set-default (admin): the banner, now the only default. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  return heroApi(
    async () => json(toHeroImageView(await setDefaultHero(params.id ?? ""))),
    HERO_FAILURES.setDefault,
  );
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toHeroImageView } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { deleteHero, HERO_FAILURES, heroApi, updateHero } from "~/services/heroes/index.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { heroEditBody } from "~/utils/hero-banner-schemas";

/**
 * PATCH /api/admin/hero-images/{id} {name, title, description}: the edited banner.
 * DELETE /api/admin/hero-images/{id}: 204; the default is refused (409), the files go with it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  await requireApiAdmin(request);
  const id = params.id ?? "";
  if (request.method === "DELETE") {
    return heroApi(async () => {
      await deleteHero(id);
      return new Response(null, { status: 204 });
    }, HERO_FAILURES.delete);
  }
  const edit = await readJsonBody(request, heroEditBody);
  return heroApi(
    async () => json(toHeroImageView(await updateHero(id, edit))),
    HERO_FAILURES.update,
  );
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { withAccountErrors } from "~/services/account/api-errors.server";
import { chooseGlobalHero } from "~/services/account/hero.server";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { globalHeroBodySchema } from "~/utils/account-schemas";

/** POST /api/user/hero-image/set-global {heroImageId} → {success, message, heroImageName}. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { heroImageId } = await readJsonBody(request, globalHeroBodySchema);
  return withAccountErrors(async () => {
    const hero = await chooseGlobalHero(user.id, heroImageId);
    return json({
      success: true,
      message: "Hero image updated",
      heroImageName: hero.name,
      selection: hero,
    });
  });
}

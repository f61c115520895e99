import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { withAccountErrors } from "~/services/account/api-errors.server";
import { chooseOwnPhotoHero } from "~/services/account/hero.server";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoChoiceSchema } from "~/utils/account-schemas";

/** POST /api/user/hero-image/set-custom {photoId}: one of the user's photos becomes the hero. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { photoId } = await readJsonBody(request, photoChoiceSchema);
  return withAccountErrors(async () => {
    const hero = await chooseOwnPhotoHero(user.id, photoId);
    return json({
      success: true,
      message: "Hero image updated",
      heroImageName: hero.name,
      selection: hero,
    });
  });
}

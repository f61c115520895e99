import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { withAccountErrors } from "~/services/account/api-errors.server";
import { setAvatarFromPhoto } from "~/services/account/avatar.server";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoChoiceSchema } from "~/utils/account-schemas";

/** POST /api/user/profile-image/set-custom {photoId}: one of the user's photos becomes the avatar. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { photoId } = await readJsonBody(request, photoChoiceSchema);
  return withAccountErrors(async () =>
    json({ profileImageUrl: await setAvatarFromPhoto(user.id, photoId) }),
  );
}

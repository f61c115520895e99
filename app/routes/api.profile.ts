import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import { ProfileError, toPublicUser, updateProfile } from "~/services/profile.server";
import { updateProfileSchema } from "~/utils/profile-schemas";

/** PUT /api/profile: updates the signed-in user's profile and echoes the portfolio fields. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, updateProfileSchema);
  try {
    return json(toPublicUser(await updateProfile(user.id, input)));
  } catch (error) {
    if (error instanceof ProfileError) return apiError(409, error.message, { field: error.field });
    throw error;
  }
}

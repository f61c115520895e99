import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import { completeProfile, ProfileError, toPublicUser } from "~/services/profile.server";
import { completeProfileSchema } from "~/utils/profile-schemas";

/**
 * POST /api/profile/complete: onboarding over JSON (docs/product.md#api-calls), the same rules as
 * /onboarding.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, completeProfileSchema);
  try {
    return json(toPublicUser(await completeProfile(user.id, input)));
  } catch (error) {
    if (error instanceof ProfileError) return apiError(409, error.message, { field: error.field });
    throw error;
  }
}

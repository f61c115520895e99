import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { setFeaturedByAdmin } from "~/services/admin/featured-photos.server";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";

const schema = z.object({
  featured: z.boolean({ required_error: "featured must be true or false" }),
});

/** POST /api/admin/photos/{photoId}/featured {featured} (admin): the updated photo. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  const { featured } = await readJsonBody(request, schema);
  try {
    return json(await setFeaturedByAdmin(params.photoId ?? "", featured));
  } catch (error) {
    if (error instanceof AdminRefusal) return apiError(error.status, error.message);
    throw error;
  }
}

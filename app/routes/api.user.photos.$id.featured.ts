import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { photoApi, setPhotoFeatured } from "~/services/photos/index.server";
import {
  photoFeaturedSchema,
  type PhotoResponse,
} from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { POST: "write" } };

/** POST /api/user/photos/{id}/featured {featured}: the updated photo. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const { featured } = await readJsonBody(request, photoFeaturedSchema);
  return photoApi(async () =>
    json((await setPhotoFeatured(user.id, params.id!, featured)) satisfies PhotoResponse),
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  deletePhoto,
  getMyPhoto,
  photoApi,
  updatePhotoMetadata,
} from "~/services/photos/index.server";
import {
  photoMetadataSchema,
  type PhotoResponse,
} from "~/services/api-schemas/photo-schemas.server";
import type { SuccessResponse } from "~/services/api-schemas/common";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = {
  methods: { GET: "read", PATCH: "write", DELETE: "write" },
};

/** GET /api/user/photos/{id}: one of the user's own photos; anyone else's is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return photoApi(async () =>
    json((await getMyPhoto(user.id, params.id!)) satisfies PhotoResponse),
  );
}

/**
 * PATCH {title, description, category, tags, rights, license} edits, fields left out kept;
 * DELETE removes the photo and its files.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  const user = await requireApiUser(request);
  const photoId = params.id!;
  if (request.method === "DELETE") {
    return photoApi(async () => {
      await deletePhoto(user.id, photoId);
      return json({ success: true } satisfies SuccessResponse);
    });
  }
  const input = await readJsonBody(request, photoMetadataSchema);
  return photoApi(async () =>
    json((await updatePhotoMetadata(user.id, photoId, input)) satisfies PhotoResponse),
  );
}

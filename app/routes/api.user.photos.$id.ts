import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { LICENSE_MESSAGES, RIGHTS_FIELDS } from "~/utils/photo-rights";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  deletePhoto,
  getMyPhoto,
  photoApi,
  updatePhotoMetadata,
} from "~/services/photos/index.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = {
  methods: { GET: "read", PATCH: "write", DELETE: "write" },
};

/** GET /api/user/photos/{id}: one of the user's own photos; anyone else's is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return photoApi(async () => json(await getMyPhoto(user.id, params.id!)));
}

// The service checks and trims; the schema only fixes the shape (docs/product.md#api-calls).
const rightsSchema = z
  .object(Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, z.string().nullish()])), {
    invalid_type_error: `Rights must be an object with any of: ${RIGHTS_FIELDS.join(", ")}.`,
  })
  .strict(`Rights may only hold: ${RIGHTS_FIELDS.join(", ")}.`);

const metadataSchema = z.object({
  title: z.string({ invalid_type_error: "Title is required." }).optional(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  tags: z.union([z.string(), z.array(z.string())]).nullish(),
  rights: rightsSchema.nullish(),
  license: z.string({ invalid_type_error: LICENSE_MESSAGES.invalid }).nullish(),
});

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
      return json({ success: true });
    });
  }
  const input = await readJsonBody(request, metadataSchema);
  return photoApi(async () => json(await updatePhotoMetadata(user.id, photoId, input)));
}

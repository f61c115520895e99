import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { requireMethod } from "~/services/http.server";
import {
  UPLOAD_FAILED,
  closingOnRefusal,
  inUploadSlot,
  parsePhotoUpload,
  photoApi,
  uploadInputFrom,
  uploadPhoto,
} from "~/services/photos/index.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import type { PhotoResponse } from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { POST: "write" } };

/**
 * POST /api/photos/upload (multipart, docs/product.md#api-calls): 201 with the new, private photo.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return closingOnRefusal(async () => {
    requireMethod(request, "POST");
    await requireWriteAllowance(context);
    const user = await requireApiUser(request);
    // A photographer's uploads beyond their slots are refused before their bodies are read.
    return photoApi(
      () =>
        inUploadSlot(user.id, async () => {
          const { fields, file, cleanup } = await parsePhotoUpload(request);
          try {
            const photo = await uploadPhoto(user.id, uploadInputFrom(fields, file));
            return json(photo satisfies PhotoResponse, { status: 201 });
          } finally {
            await cleanup();
          }
        }),
      UPLOAD_FAILED,
    );
  });
}

import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { albumSelectionSchema, selectAlbums } from "~/services/google-photos/albums.server";
import { errorResponse, GooglePhotosError } from "~/services/google-photos/connection.server";
import { requireWriteAllowance } from "~/services/write-limit.server";

/**
 * POST `{albumIds}` (1 to 50) → `{success: true, queued}`: the albums' photos are queued for
 * import; 400 'No Albums Selected: …' for an empty list. The request guards have already refused
 * other origins and bodies over 64 KB; readJsonBody insists on application/json.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireWriteAllowance(context);
  const user = await requireApiUser(request);
  const { albumIds } = await readJsonBody(request, albumSelectionSchema);
  try {
    const { queued } = await selectAlbums(user.id, albumIds);
    return json({ success: true, queued }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}

import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { listAlbums } from "~/services/google-photos/albums.server";
import { errorResponse, GooglePhotosError } from "~/services/google-photos/connection.server";

/**
 * GET → `[{id, title, coverPhotoUrl, mediaItemsCount}]`: the albums Google lets the app see
 * (since March 2025 only those the app created). Errors as `{message, code}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    return json(await listAlbums(user.id), { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}

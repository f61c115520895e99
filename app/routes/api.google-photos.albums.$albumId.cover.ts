import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { albumCover } from "~/services/google-photos/albums.server";
import { errorResponse, GooglePhotosError } from "~/services/google-photos/connection.server";

/**
 * GET → the album's cover image (400×400), fetched from Google with the signed-in user's token
 * and passed through, so the browser loads it from our origin. Only the album's owner gets it:
 * Google answers the album to no other grant.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  try {
    return await albumCover(user.id, params.albumId ?? "");
  } catch (error) {
    if (error instanceof GooglePhotosError) return errorResponse(error);
    throw error;
  }
}

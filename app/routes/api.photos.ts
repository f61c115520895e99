import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getCurrentUser } from "~/services/auth/guards.server";
import { homeGallery } from "~/services/gallery/public-photos.server";

/** GET /api/photos?featured=true | ?category={id}: the home gallery's photos (spec §7). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const viewer = await getCurrentUser(request);
  const photos = await homeGallery({
    viewerId: viewer?.id,
    category: url.searchParams.get("category"),
  });
  // Visitors' order is shuffled per request; a signed-in user's list is their own.
  return json(photos, { headers: { "Cache-Control": viewer ? "private, no-store" : "no-cache" } });
}

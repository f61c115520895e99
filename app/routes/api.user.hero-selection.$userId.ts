import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { heroSelectionOf } from "~/services/account/hero.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { apiError } from "~/services/http.server";

/**
 * GET /api/user/hero-selection/{userId}: public, as the portfolio it decorates
 * (docs/product.md#roles-and-permissions: a visitor sees an owner's hero through the user id). 404
 * when the owner chose none, or chose a photo the caller may not see (a private one, to anyone but
 * its owner): the default then applies.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const viewer = await getCurrentUser(request);
  const selection = params.userId ? await heroSelectionOf(params.userId, viewer?.id) : null;
  if (!selection) return apiError(404, "No hero image selected");
  // The owner may be shown a private photo: that answer is theirs alone.
  const own = viewer?.id === params.userId;
  return json(selection, { headers: { "Cache-Control": own ? "private, no-store" : "no-cache" } });
}

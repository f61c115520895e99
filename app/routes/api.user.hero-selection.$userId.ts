import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { heroSelectionOf } from "~/services/account/hero.server";
import { apiError } from "~/services/http.server";

/**
 * GET /api/user/hero-selection/{userId}: public, as the portfolio it decorates (spec §6: a visitor
 * sees an owner's hero through the user id). 404 when the owner chose none: the default applies.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const selection = params.userId ? await heroSelectionOf(params.userId) : null;
  if (!selection) return apiError(404, "No hero image selected");
  return json(selection, { headers: { "Cache-Control": "no-cache" } });
}

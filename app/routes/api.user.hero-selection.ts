import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { heroSelectionOf } from "~/services/account/hero.server";
import { requireApiUser } from "~/services/auth/guards.server";
import { apiError } from "~/services/http.server";

/**
 * GET /api/user/hero-selection: the signed-in user's hero {id, kind, name, description, url}.
 * 401 signed out and 404 with no selection: in both cases the client shows the default hero.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const selection = await heroSelectionOf(user.id, user.id);
  if (!selection) return apiError(404, "No hero image selected");
  return json(selection, { headers: { "Cache-Control": "private, no-store" } });
}

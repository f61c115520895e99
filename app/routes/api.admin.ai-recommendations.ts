import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { analyseBanners } from "~/services/admin/insights/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/**
 * GET /api/admin/ai-recommendations (admin): insights, recommendations best first, a suggested
 * rotation and the per-banner analysis; `source` says whether a model or the heuristic wrote it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await analyseBanners({ signal: request.signal }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

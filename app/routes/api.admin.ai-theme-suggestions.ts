import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { suggestThemes } from "~/services/admin/insights/index.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/ai-theme-suggestions (admin): `{suggestions: string[], source, …}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await suggestThemes({ signal: request.signal }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

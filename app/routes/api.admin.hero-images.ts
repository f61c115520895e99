import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listHeroImages } from "~/services/account/hero.server";
import { requireApiAdmin } from "~/services/auth/guards.server";

/** GET /api/admin/hero-images (admin): every banner with its derivatives and colour analysis. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listHeroImages(), { headers: { "Cache-Control": "no-store" } });
}

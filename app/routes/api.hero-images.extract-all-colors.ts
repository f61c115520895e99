import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { extractAllHeroColors, HERO_FAILURES, heroApi } from "~/services/heroes/index.server";
import { requireMethod } from "~/services/http.server";

/**
 * POST /api/hero-images/extract-all-colors (admin): {successCount, errorCount}
 * (docs/product.md#api-calls).
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireApiAdmin(request);
  return heroApi(async () => json(await extractAllHeroColors()), HERO_FAILURES.extract);
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { photoStats } from "~/services/photos/index.server";
import type { PhotoStatsResponse } from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read" } };

/** GET /api/photos/stats: the signed-in user's photo stats (docs/product.md#entities). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json((await photoStats(user.id)) satisfies PhotoStatsResponse, {
    headers: { "Cache-Control": "private, no-store" },
  });
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import { photoIdsSchema } from "~/services/collections/photo-ids-schema.server";
import { setPortfolioOrder } from "~/services/collections/portfolio-order.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import type { PhotoOrderResponse } from "~/services/api-schemas/photo-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { PUT: "write" } };

/**
 * PUT {photoIds}: the order of my portfolio (docs/decisions/0061-collections-and-orders.md);
 * photos it leaves out, and new ones, come first in the default order.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const { photoIds } = await readJsonBody(request, photoIdsSchema);
  return collectionApi(async () =>
    json({ photoIds: await setPortfolioOrder(user.id, photoIds) } satisfies PhotoOrderResponse),
  );
}

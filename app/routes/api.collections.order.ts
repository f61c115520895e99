import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import { setCollectionsOrder } from "~/services/collections/own-collections.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  collectionsOrderSchema,
  type CollectionResponse,
} from "~/services/api-schemas/collection-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { PUT: "write" } };

/** PUT {collectionIds}: the order of my collections, each named once (docs/product.md#collections). */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const { collectionIds } = await readJsonBody(request, collectionsOrderSchema);
  return collectionApi(async () =>
    json((await setCollectionsOrder(user.id, collectionIds)) satisfies CollectionResponse[]),
  );
}

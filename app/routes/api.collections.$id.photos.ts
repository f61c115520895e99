import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import { setCollectionPhotos } from "~/services/collections/own-collections.server";
import { photoIdsSchema } from "~/services/collections/photo-ids-schema.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import type { CollectionResponse } from "~/services/api-schemas/collection-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { PUT: "write" } };

/** PUT {photoIds}: the collection's members and their order at once (docs/product.md#collections). */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const { photoIds } = await readJsonBody(request, photoIdsSchema);
  return collectionApi(async () =>
    json((await setCollectionPhotos(user.id, params.id!, photoIds)) satisfies CollectionResponse),
  );
}

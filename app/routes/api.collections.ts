import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import {
  createCollection,
  listOwnCollections,
} from "~/services/collections/own-collections.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  createCollectionSchema,
  type CollectionResponse,
} from "~/services/api-schemas/collection-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read", POST: "write" } };

/** GET /api/collections: the signed-in photographer's collections, in their order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json((await listOwnCollections(user.id)) satisfies CollectionResponse[]);
}

/** POST {title, description?, visibility?}: 201 with the new collection (its id and slug). */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, createCollectionSchema);
  return collectionApi(async () =>
    json((await createCollection(user.id, input)) satisfies CollectionResponse, { status: 201 }),
  );
}

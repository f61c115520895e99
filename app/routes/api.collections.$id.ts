import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { collectionApi } from "~/services/collections/collection-api.server";
import {
  deleteCollection,
  getOwnCollection,
  updateCollection,
} from "~/services/collections/own-collections.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  patchCollectionSchema,
  type CollectionResponse,
} from "~/services/api-schemas/collection-schemas.server";
import type { SuccessResponse } from "~/services/api-schemas/common";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = {
  methods: { GET: "read", PATCH: "write", DELETE: "write" },
};

/** GET /api/collections/{id}: one of mine; anyone else's is 404, like a missing one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return collectionApi(async () =>
    json((await getOwnCollection(user.id, params.id!)) satisfies CollectionResponse),
  );
}

/** PATCH changes what it names; DELETE removes the collection and keeps its photos. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  const user = await requireApiUser(request);
  const id = params.id!;
  if (request.method === "DELETE") {
    return collectionApi(async () => {
      await deleteCollection(user.id, id);
      return json({ success: true } satisfies SuccessResponse);
    });
  }
  const changes = await readJsonBody(request, patchCollectionSchema);
  return collectionApi(async () =>
    json((await updateCollection(user.id, id, changes)) satisfies CollectionResponse),
  );
}

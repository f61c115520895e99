import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { linkBodySchema, shareLinkApi } from "~/services/share-links/link-api.server";
import { revokeShareLink, updateShareLink } from "~/services/share-links/own-links.server";
import type { LinkResponse, RevokedLinkResponse } from "~/services/api-schemas/link-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { PATCH: "write", DELETE: "write" } };

/**
 * PATCH changes what it names; DELETE revokes the link for good, and deletes a revoked one with its
 * guests and favourites (docs/product.md#share-links-api).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  const user = await requireApiUser(request);
  const [collectionId, linkId] = [params.id!, params.linkId!];
  if (request.method === "DELETE") {
    return shareLinkApi(async () => {
      const ended = await revokeShareLink(user.id, collectionId, linkId);
      return json({ success: true, ended } satisfies RevokedLinkResponse);
    });
  }
  const input = await readJsonBody(request, linkBodySchema);
  return shareLinkApi(async () =>
    json((await updateShareLink(user.id, collectionId, linkId, input)) satisfies LinkResponse),
  );
}

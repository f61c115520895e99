import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import { linkBodySchema, shareLinkApi } from "~/services/share-links/link-api.server";
import { createShareLink, listShareLinks } from "~/services/share-links/own-links.server";
import type { CreatedLinkResponse, LinkResponse } from "~/services/api-schemas/link-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read", POST: "write" } };

/** GET: the collection's share links, never a token or a hash (docs/product.md#share-links). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return shareLinkApi(async () =>
    json((await listShareLinks(user.id, params.id!)) satisfies LinkResponse[]),
  );
}

/**
 * POST {label, password?, expiresAt?, downloads, favourites, watermark}: 201 with the link and
 * its address `url`, shown this once.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await readJsonBody(request, linkBodySchema);
  return shareLinkApi(async () =>
    json((await createShareLink(user.id, params.id!, input)) satisfies CreatedLinkResponse, {
      status: 201,
    }),
  );
}

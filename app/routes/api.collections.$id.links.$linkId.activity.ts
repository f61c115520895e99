import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { shareLinkApi } from "~/services/share-links/link-api.server";
import { listLinkActivity } from "~/services/share-links/link-activity.server";
import type { LinkActivityResponse } from "~/services/api-schemas/link-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read" } };

/** GET: the link's views, downloads, favourites and wrong passwords of 90 days, newest first (ADR 66). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return shareLinkApi(async () =>
    json(
      (await listLinkActivity(
        user.id,
        params.id!,
        params.linkId!,
      )) satisfies LinkActivityResponse[],
    ),
  );
}

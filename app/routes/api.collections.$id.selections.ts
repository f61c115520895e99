import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { shareLinkApi } from "~/services/share-links/link-api.server";
import { listSelections } from "~/services/share-links/selections.server";
import { selectionsCsvResponse } from "~/services/share-links/selections-csv.server";
import type { SelectionResponse } from "~/services/api-schemas/link-schemas.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read" } };

/**
 * GET: what guests chose through the collection's links, per guest with comments and a Lightroom
 * filter (docs/decisions/0066-favourites-proofing-activity.md); `?format=csv` answers the CSV.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  if (new URL(request.url).searchParams.get("format") === "csv") {
    return shareLinkApi(() => selectionsCsvResponse(user.id, params.id!));
  }
  return shareLinkApi(async () =>
    json((await listSelections(user.id, params.id!)) satisfies SelectionResponse[]),
  );
}

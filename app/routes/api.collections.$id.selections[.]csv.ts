import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { shareLinkApi } from "~/services/share-links/link-api.server";
import { selectionsCsvResponse } from "~/services/share-links/selections-csv.server";
import type { ApiTokenRule } from "~/server/api-tokens/api-token-rule";

/** Methods a personal access token may use here (docs/decisions/0068-personal-access-tokens.md). */
export const apiTokens: ApiTokenRule = { methods: { GET: "read" } };

/** GET: the collection's selections as CSV, one row per favourite (ADR 66). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return shareLinkApi(() => selectionsCsvResponse(user.id, params.id!));
}

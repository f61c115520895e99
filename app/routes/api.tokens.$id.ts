import type { ActionFunctionArgs } from "@remix-run/node";
import { API_TOKEN_MESSAGES } from "~/services/api-tokens/token-input";
import { revokeApiToken } from "~/services/api-tokens/tokens.server";
import { requireApiSessionUser } from "~/services/auth/guards.server";
import { apiError, requireMethod } from "~/services/http.server";
import { requireWriteAllowance } from "~/services/write-limit.server";

/**
 * DELETE /api/tokens/{id}: revokes one of the signed-in photographer's tokens; it stops working
 * at once (docs/product.md#api-tokens). 204, or 404 for a token that is not theirs.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMethod(request, "DELETE");
  await requireWriteAllowance(context);
  const user = await requireApiSessionUser(request);
  if (!(await revokeApiToken(user.id, params.id ?? "")))
    return apiError(404, API_TOKEN_MESSAGES.notFound);
  return new Response(null, { status: 204 });
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiTokenInputSchema } from "~/services/api-tokens/token-input";
import {
  ApiTokenLimitError,
  issueApiToken,
  listApiTokens,
} from "~/services/api-tokens/tokens.server";
import { requireApiSessionUser } from "~/services/auth/guards.server";
import { apiError, readJsonBody, requireMethod } from "~/services/http.server";
import { requireWriteAllowance } from "~/services/write-limit.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * GET /api/tokens: the signed-in photographer's personal access tokens, newest first, with their
 * last use (docs/product.md#api-tokens). For a signed-in browser only: no token manages tokens.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiSessionUser(request);
  return json({ tokens: await listApiTokens(user.id) }, { headers: PRIVATE });
}

/** POST {name, scope, expiresAt?}: 201 with the new token, shown this once and never again. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireWriteAllowance(context);
  const user = await requireApiSessionUser(request);
  const input = await readJsonBody(request, apiTokenInputSchema);
  try {
    return json(await issueApiToken(user.id, input), { status: 201, headers: PRIVATE });
  } catch (error) {
    if (error instanceof ApiTokenLimitError) return apiError(409, error.message);
    throw error;
  }
}

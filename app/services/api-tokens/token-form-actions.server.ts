import { data } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { commitSession, getSession, type Toast } from "~/services/session.server";
import { API_TOKENS_FORM, type ApiTokenField, type ApiTokensActionResult } from "./token-form";
import { API_TOKEN_MESSAGES, apiTokenInputSchema } from "./token-input";
import { ApiTokenLimitError, issueApiToken, revokeApiToken } from "./tokens.server";

/** Whether a post to /account is the API tokens section's (it has its own action). */
export const isApiTokensPost = (request: Request) =>
  new URL(request.url).searchParams.get("form") === API_TOKENS_FORM;

async function answer(request: Request, result: ApiTokensActionResult, status: number) {
  const session = await getSession(request);
  const toast: Toast = result.ok
    ? { title: "API tokens", description: result.message }
    : { title: "API tokens", description: result.message, variant: "destructive" };
  session.flash("toast", toast);
  return data(result, {
    status,
    // The answer may hold a token in clear: no copy of it anywhere but this one page.
    headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "private, no-store" },
  });
}

const FIELDS: ApiTokenField[] = ["name", "scope", "expiresAt"];

async function make(request: Request, user: User, form: FormData) {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as Record<ApiTokenField, string>;
  const parsed = apiTokenInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ApiTokenField, string>> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as ApiTokenField] ??= issue.message;
    const message = parsed.error.issues[0]?.message ?? "The token was not made.";
    return answer(request, { form: API_TOKENS_FORM, ok: false, message, errors, values }, 400);
  }
  try {
    const made = await issueApiToken(user.id, parsed.data);
    const message = `Token "${made.name}" made. Copy it now: it will not be shown again.`;
    return answer(request, { form: API_TOKENS_FORM, ok: true, message, made }, 200);
  } catch (error) {
    if (!(error instanceof ApiTokenLimitError)) throw error;
    return answer(
      request,
      { form: API_TOKENS_FORM, ok: false, message: error.message, values },
      409,
    );
  }
}

/** Makes or revokes one of the signed-in photographer's tokens (docs/product.md#api-tokens). */
export async function apiTokensAction(request: Request, user: User) {
  const form = await request.formData();
  if (form.get("intent") === "revoke") {
    const revoked = await revokeApiToken(user.id, String(form.get("id") ?? ""));
    return revoked
      ? answer(request, { form: API_TOKENS_FORM, ok: true, message: "Token revoked." }, 200)
      : answer(
          request,
          { form: API_TOKENS_FORM, ok: false, message: API_TOKEN_MESSAGES.notFound },
          404,
        );
  }
  return make(request, user, form);
}

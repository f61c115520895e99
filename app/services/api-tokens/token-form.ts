import type { ApiTokenView } from "./tokens.server";

/**
 * Account → Settings → API tokens posts (docs/product.md#api-tokens): plain forms to
 * `/account?tab=settings&form=api-tokens` with an `intent`, so the section works without
 * JavaScript; with it, the same posts go through a fetcher.
 */
export const API_TOKENS_FORM = "api-tokens";
export const API_TOKENS_ACTION_URL = `/account?tab=settings&form=${API_TOKENS_FORM}`;

export type ApiTokenField = "name" | "scope" | "expiresAt";

export type ApiTokensActionResult =
  | {
      form: typeof API_TOKENS_FORM;
      ok: true;
      message: string;
      /** Only right after making one: the token in clear, shown this once. */
      made?: ApiTokenView & { token: string };
    }
  | {
      form: typeof API_TOKENS_FORM;
      ok: false;
      message: string;
      errors?: Partial<Record<ApiTokenField, string>>;
      values?: Record<ApiTokenField, string>;
    };

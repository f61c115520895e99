/** The scopes of a personal access token (docs/product.md#api-tokens): read only, or read and change. */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];

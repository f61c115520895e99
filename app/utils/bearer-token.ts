/**
 * The token of an `Authorization: Bearer …` header (RFC 6750 §2.1: the scheme is
 * case-insensitive), or null when the request has none. Any other scheme is no token.
 */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  const match = /^bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(authorization ?? "");
  return match ? match[1]! : null;
}

/** Whether a request presents a Bearer token at all (well-formed or not). */
export const presentsBearer = (authorization: string | null | undefined) =>
  /^bearer(\s|$)/i.test(authorization?.trim() ?? "");

import { config } from "~/config.server";

let headers: [string, string][] | undefined;

/**
 * The security headers every response carries besides its Content-Security-Policy (DESIGN §9),
 * set by server.mjs on responses Express makes and by the public page cache on its hits.
 */
export function securityHeaders(): [string, string][] {
  headers ??= [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...(config().secureCookies
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
  ];
  return headers;
}

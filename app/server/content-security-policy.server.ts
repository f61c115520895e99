import { config } from "~/config.server";
import { framingOf, type Framing } from "./security-headers.server";

/**
 * How a page's inline scripts are allowed to run (docs/product.md#security-baseline): by a
 * per-request nonce when the page was rendered for this request, or by the SHA-256 of each inline
 * script when the page is a body rendered once and served to many visitors from the public page
 * cache — a nonce that every visitor sees is no secret (docs/decisions/0026-public-page-cache.md).
 */
export type InlineScripts = { nonce: string } | { hashes: string[] };

const FRAME_ANCESTORS: Record<Framing, string> = {
  none: "'none'",
  "same-origin": "'self'",
  anyone: "*",
};

/**
 * The Content-Security-Policy header of every response (server.mjs and the page cache), for the
 * path it answers: which pages may be framed is decided in security-headers.server.ts.
 */
export function contentSecurityPolicy(inline: InlineScripts, pathname = ""): string {
  const { ANALYTICS_SCRIPT_URL, NODE_ENV } = config();
  const analytics = ANALYTICS_SCRIPT_URL ? new URL(ANALYTICS_SCRIPT_URL).origin : null;
  // A nonce with 'strict-dynamic' lets the trusted scripts load the rest; hashed scripts cannot
  // vouch for <link rel=modulepreload>, so that policy names this origin instead.
  const scriptSources =
    "nonce" in inline
      ? [`'self'`, `'nonce-${inline.nonce}'`, `'strict-dynamic'`]
      : [`'self'`, ...inline.hashes.map((hash) => `'sha256-${hash}'`)];
  if (analytics) scriptSources.push(analytics);
  const connectSources = [`'self'`];
  if (NODE_ENV !== "production") connectSources.push("ws:");
  if (analytics) connectSources.push(analytics);
  return [
    `default-src 'self'`,
    `script-src ${scriptSources.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src ${connectSources.join(" ")}`,
    `frame-ancestors ${FRAME_ANCESTORS[framingOf(pathname)]}`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `form-action 'self'`,
  ].join("; ");
}

/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// What server.mjs's getLoadContext hands every loader and action. (The import makes this file a
// module, so the block below extends Remix's AppLoadContext instead of replacing its types.)
import "@remix-run/server-runtime";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts (docs/product.md#security-baseline). */
    cspNonce?: string;
    /** Express req.ip; read it through app/server/client-address.server.ts (it refuses none). */
    clientAddress?: string;
    /** The request's id, as its log lines and X-Request-Id carry it (services/log). */
    requestId?: string;
    /**
     * Set when the page is rendered for the public page cache (services/public-cache): the whole
     * document at once, inline scripts allowed by hash instead of a nonce.
     */
    publicRender?: boolean;
  }
}

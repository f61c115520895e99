/**
 * A signed-in user's identity and links in the site's bar, at hand for the server; the browser loads it on
 * demand (lazy-at-hand.ts). Remix makes this module empty there. Apart from root-parts.server.ts:
 * the bar itself loads on demand, and a module both import would be a file of its own.
 */
export { SignedInPart } from "./nav-identity";

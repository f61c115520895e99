/**
 * A portfolio page's not-found view, at hand for the server; the browser loads it where it shows
 * ($identifier.tsx). Remix makes this module empty there.
 */
export { PortfolioNotFound } from "./portfolio-not-found";

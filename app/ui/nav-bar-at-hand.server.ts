/**
 * The site's navigation bar, at hand for the server; the browser loads it only on the pages that
 * show it (lazy-at-hand.ts), as portfolios draw their own bar. Remix makes this module empty there.
 */
export { NavBar } from "./nav-bar";

/**
 * Every server part (server-parts.ts), for entry.server.tsx to hand over. Only the server imports
 * this module, so none of these reaches the browser's first load.
 */
export { Analytics } from "./analytics";
export { ErrorPage } from "./error-page";
export { NavBar } from "./nav-bar";
export { SignedInPart } from "./nav-identity";
export { PortfolioNotFound } from "./portfolio-not-found";
export { THEME_SCRIPT as ThemeScriptText } from "./theme-script";
export { ToastList } from "./toast-list";

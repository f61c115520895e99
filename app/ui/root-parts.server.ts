/**
 * The root's parts most pages never show (the error page, the analytics tag, the toasts) and the theme's
 * inline script, at hand for the server; the browser loads each on demand (lazy-at-hand.ts).
 * Remix makes this module empty there.
 */
export { Analytics } from "./analytics";
export { ErrorPage } from "./error-page";
export { THEME_SCRIPT } from "./theme-script";
export { ToastList } from "./toast-list";

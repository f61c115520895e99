/**
 * The albums page's addresses, shared by its loader and its screen (pure, no server code). The
 * start route's `from` is an enum, never a URL: consent comes back to this page.
 */
export const ALBUMS_PAGE = "/account/google-photos/albums";
export const ALBUMS_START = "/api/auth/google/photos/start?from=albums";
export const CONNECT_PAGE = "/account/google-photos/connect";

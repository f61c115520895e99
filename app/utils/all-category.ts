/**
 * The "all" filter (docs/product.md#entities): never a photo's category. A module of its own so
 * that public pages, which need only this of photo-view.ts, do not download the upload messages and
 * limits with it.
 */
export const ALL_CATEGORY = "all";

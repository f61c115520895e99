/**
 * Portfolio paging shared by the server and the page's script (client-safe): the page size and
 * the 'More photos' address. The JSON call that fetches the next page is in
 * ui/fetch-photos-page.ts, loaded when a page is asked for.
 */

/**
 * A portfolio page's photos: enough to fill the first screens of every template, light enough
 * that a 2,000-photo portfolio's page costs what a 50-photo one does (divisible by 2, 3 and 4
 * grid columns).
 */
export const GALLERY_PAGE_SIZE = 48;
/** The most photos one JSON request may ask for (`limit`). */
export const MAX_PAGE_LIMIT = 100;

const categoryQuery = (key: string, category: string | null) =>
  category && category !== "all" ? [[key, category]] : [];

/** The next page without JavaScript: `?cursor=`, keeping the category, scrolled to the gallery. */
export function morePhotosHref(basePath: string, category: string | null, cursor: string): string {
  const query = new URLSearchParams([...categoryQuery("featured", category), ["cursor", cursor]]);
  return `${basePath}?${query}#gallery`;
}

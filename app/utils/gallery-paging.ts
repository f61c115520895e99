/**
 * Portfolio paging shared by the server and the page's script (client-safe): the page size, the
 * 'More photos' address and the JSON call that fetches the next page.
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

/** GET /api/portfolio/{identifier}/photos for one page (spec §7, with `limit` and `cursor`). */
export function photosPageApi(basePath: string, category: string | null, cursor: string): string {
  const query = new URLSearchParams([
    ...categoryQuery("category", category),
    ["limit", String(GALLERY_PAGE_SIZE)],
    ["cursor", cursor],
  ]);
  return `/api/portfolio${basePath}/photos?${query}`;
}

/** The cursor of a `Link: <…?cursor=…>; rel="next"` header (RFC 8288), or null at the end. */
export function nextCursorOf(link: string | null): string | null {
  const next = link?.split(",").find((part) => /;\s*rel="?next"?/.test(part));
  const target = next?.match(/<([^>]*)>/)?.[1];
  if (!target) return null;
  return new URL(target, "http://link.invalid").searchParams.get("cursor");
}

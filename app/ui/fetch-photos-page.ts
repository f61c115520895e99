import type { Dispatch, MutableRefObject, SetStateAction } from "react";
// The barrel, as public pages import the SDK: it stays one file in the browser (ADR 30).
import { TEXTS } from "~/template-sdk";
import type { PhotoView } from "~/utils/photo-view";
import type { Appended } from "./use-paged-photos";

/*
 * The next page of a large portfolio, fetched as the visitor scrolls (use-paged-photos.ts): this
 * code loads with the first such page, not with every portfolio (ADR 30).
 */

/**
 * GET /api/portfolio/{identifier}/photos for one page (docs/product.md#api-calls, with `limit` and
 * `cursor`).
 */
export function photosPageApi(
  basePath: string,
  category: string | null,
  cursor: string,
  limit: number,
): string {
  const query = new URLSearchParams([
    ...(category && category !== "all" ? [["category", category]] : []),
    ["limit", String(limit)],
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

/** One page of photos after `cursor`, and the cursor of the page after it (null at the end). */
export async function fetchPhotosPage(
  basePath: string,
  category: string | null,
  cursor: string,
  limit: number,
): Promise<{ photos: PhotoView[]; nextCursor: string | null }> {
  const response = await fetch(photosPageApi(basePath, category, cursor, limit), {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`HTTP error ${response.status}`);
  const photos = (await response.json()) as PhotoView[];
  return { photos, nextCursor: nextCursorOf(response.headers.get("Link")) };
}

/**
 * Appends the page after the last one loaded (usePagedPhotos' state), once at a time; a failure
 * leaves an error and the 'More photos' link to try again.
 */
export async function appendNextPage({
  latest,
  inFlight,
  setStored,
  basePath,
  category,
  limit,
}: {
  latest: MutableRefObject<Appended>;
  inFlight: MutableRefObject<boolean>;
  setStored: Dispatch<SetStateAction<Appended>>;
  basePath: string;
  category: string | null;
  /** The page size (GALLERY_PAGE_SIZE, from the caller: this file imports nothing it shares). */
  limit: number;
}) {
  const { key, nextCursor } = latest.current;
  if (inFlight.current || !nextCursor) return;
  inFlight.current = true;
  const update = (change: (now: Appended) => Appended) =>
    setStored((now) => (now.key === key ? change(now) : now));
  update((now) => ({ ...now, loading: true, error: null }));
  try {
    const { photos: more, nextCursor: next } = await fetchPhotosPage(
      basePath,
      category,
      nextCursor,
      limit,
    );
    update((now) => {
      const known = new Set(now.photos.map((photo) => photo.id));
      const fresh = more.filter((photo) => !known.has(photo.id));
      return { ...now, photos: [...now.photos, ...fresh], nextCursor: next, loading: false };
    });
  } catch {
    update((now) => ({ ...now, loading: false, error: TEXTS.portfolioPhotosError }));
  } finally {
    inFlight.current = false;
  }
}

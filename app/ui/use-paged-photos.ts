import { useCallback, useRef, useState } from "react";
import type { GalleryPageData } from "~/services/gallery/page-data.server";
import { TEXTS } from "~/template-sdk/constants";
import type { GalleryPaging, TemplateLinks } from "~/template-sdk/types";
import { morePhotosHref, nextCursorOf, photosPageApi } from "~/utils/gallery-paging";
import type { PhotoView } from "~/utils/photo-view";

interface Appended {
  /** The loader data these pages continue; new data (another category, page) starts over. */
  key: string;
  photos: PhotoView[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

const keyOf = (page: GalleryPageData) =>
  [page.basePath, page.selectedCategory, page.paging?.cursor ?? ""].join("\n");

const start = (page: GalleryPageData): Appended => ({
  key: keyOf(page),
  photos: [],
  nextCursor: page.paging?.nextCursor ?? null,
  loading: false,
  error: null,
});

/**
 * The photos a large portfolio's template shows and its paging: the loader's page, then, with
 * JavaScript, each next page fetched from GET /api/portfolio/{identifier}/photos (limit and
 * cursor; the `Link` header names the one after) and appended in place. Without JavaScript the
 * 'More photos' link leads to the next page, rendered by the server.
 */
export function usePagedPhotos(
  page: GalleryPageData,
  links: TemplateLinks,
  navigate: (href: string) => void,
): { photos: PhotoView[]; paging: GalleryPaging | null } {
  const [stored, setStored] = useState(() => start(page));
  // Another category or page arrived from the loader: start over from it.
  const appended = stored.key === keyOf(page) ? stored : start(page);
  if (appended !== stored) setStored(appended);
  const latest = useRef(appended);
  latest.current = appended;
  const inFlight = useRef(false);
  const { basePath, selectedCategory } = page;

  const loadMore = useCallback(async () => {
    const { key, nextCursor } = latest.current;
    if (inFlight.current || !nextCursor) return;
    inFlight.current = true;
    const update = (change: (now: Appended) => Appended) =>
      setStored((now) => (now.key === key ? change(now) : now));
    update((now) => ({ ...now, loading: true, error: null }));
    try {
      const response = await fetch(photosPageApi(basePath, selectedCategory, nextCursor), {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`HTTP error ${response.status}`);
      const more = (await response.json()) as PhotoView[];
      const next = nextCursorOf(response.headers.get("Link"));
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
  }, [basePath, selectedCategory]);

  // One function for the page's life: MorePhotos watches the link again whenever it changes.
  const load = useCallback(() => void loadMore(), [loadMore]);
  const { paging } = page;
  if (!paging) return { photos: page.photos, paging: null };
  const shown = new Set(page.photos.map((photo) => photo.id));
  const openOutside = (direction: "previous" | "next") => {
    const id = direction === "previous" ? paging.beforeId : paging.firstId;
    if (id) navigate(links.photo(id));
  };
  return {
    photos: [...page.photos, ...appended.photos.filter((photo) => !shown.has(photo.id))],
    paging: {
      total: paging.total,
      offset: paging.offset,
      moreHref:
        appended.nextCursor && morePhotosHref(basePath, page.selectedCategory, appended.nextCursor),
      loadMore: load,
      loading: appended.loading,
      error: appended.error,
      openOutside,
    },
  };
}

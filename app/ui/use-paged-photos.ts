import { useCallback, useRef, useState } from "react";
import type { GalleryPageData } from "~/services/gallery/page-data.server";
import type { GalleryPaging, TemplateLinks } from "~/template-sdk/types";
import { GALLERY_PAGE_SIZE, morePhotosHref } from "~/utils/gallery-paging";
import type { PhotoView } from "~/utils/photo-view";

export interface Appended {
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

  // One function for the page's life: MorePhotos watches the link again whenever it changes.
  // Fetching and appending come with the first page asked for (fetch-photos-page.ts).
  const load = useCallback(
    () =>
      void import("./fetch-photos-page").then(({ appendNextPage }) =>
        appendNextPage({
          latest,
          inFlight,
          setStored,
          basePath,
          category: selectedCategory,
          limit: GALLERY_PAGE_SIZE,
        }),
      ),
    [basePath, selectedCategory],
  );
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

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PhotoView } from "~/utils/photo-view";
import type { GalleryPaging } from "../types";
import {
  closedLightbox,
  reduceLightbox,
  type LightboxAction,
  type LightboxState,
} from "./lightbox-state";

export interface LightboxController {
  state: LightboxState;
  dispatch: (action: LightboxAction) => void;
  open: (index: number) => void;
  openPhoto: (photoId: string) => void;
  close: () => void;
  /** Photos in the whole set, loaded or not: the counter reads `offset + index + 1 / total`. */
  total: number;
  /** Photos of the set before the first loaded one. */
  offset: number;
}

/**
 * The step past the loaded photos of a paged gallery, when one is needed: the next page is
 * fetched (then the lightbox moves onto it), or the photo's own page opens. Null: an ordinary
 * step within what is loaded (wrapping when the set is all there).
 */
export function stepBeyond(
  action: LightboxAction,
  state: LightboxState,
  count: number,
  paging: GalleryPaging | null | undefined,
): "load" | "previous" | "next" | null {
  if (!paging || !state.open) return null;
  if (action.type === "next" && state.index >= count - 1) {
    if (paging.moreHref && paging.loadMore) return "load";
    if (paging.offset > 0 && paging.openOutside) return "next";
  }
  const before = paging.offset > 0 || paging.moreHref !== null;
  if (action.type === "prev" && state.index === 0 && before && paging.openOutside)
    return "previous";
  return null;
}

/**
 * Lightbox state for a list of photos; pass the controller to `<Lightbox>`. With `paging` (a
 * large portfolio) it steps through the whole set: past the last loaded photo it loads the next
 * page and moves on once it is there.
 */
export function useLightbox(
  photos: readonly PhotoView[],
  paging?: GalleryPaging | null,
): LightboxController {
  const [state, setState] = useState(closedLightbox);
  const count = photos.length;
  // Read through refs so `dispatch` stays one function: the dialog's key and focus handling
  // subscribes to it, and must not start over when a page arrives while it is open.
  const latest = useRef({ state, count, paging });
  latest.current = { state, count, paging };
  const awaitingPage = useRef(false);

  const dispatch = useCallback((action: LightboxAction) => {
    const { state: current, count: loaded, paging: pages } = latest.current;
    const beyond = stepBeyond(action, current, loaded, pages);
    if (beyond === "load") {
      awaitingPage.current = true;
      pages?.loadMore?.();
      return;
    }
    if (beyond) return pages?.openOutside?.(beyond);
    if (action.type === "close") awaitingPage.current = false;
    setState((now) => reduceLightbox(now, action, latest.current.count));
  }, []);

  // The page asked for has arrived: step onto its first photo.
  useEffect(() => {
    if (!awaitingPage.current || count <= latest.current.state.index + 1) return;
    awaitingPage.current = false;
    setState((now) => reduceLightbox(now, { type: "next" }, count));
  }, [count]);

  const total = paging?.total ?? count;
  const offset = paging?.offset ?? 0;
  return useMemo(
    () => ({
      state,
      dispatch,
      open: (index: number) => dispatch({ type: "open", index }),
      openPhoto: (photoId: string) => {
        const index = photos.findIndex((photo) => photo.id === photoId);
        if (index >= 0) dispatch({ type: "open", index });
      },
      close: () => dispatch({ type: "close" }),
      total,
      offset,
    }),
    [state, dispatch, photos, total, offset],
  );
}

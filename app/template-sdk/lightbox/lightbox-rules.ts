import { wrapIndex } from "../carousel-state";
import { SWIPE_THRESHOLD_PX } from "../constants";
import type { GalleryPaging } from "../types";
import type { LightboxAction, LightboxState } from "./lightbox-state";

/*
 * How the lightbox moves (docs/product.md#lightbox, docs/product.md#states-and-transitions), loaded
 * with the viewer (lightbox.tsx) on first open: a page that never opens it does not download them.
 * The controller (use-lightbox.ts) hands its actions here.
 */

/**
 * Every index change resets `loaded`, so each image fades in after it arrives
 * (docs/product.md#states-and-transitions).
 */
export function reduceLightbox(
  state: LightboxState,
  action: LightboxAction,
  count: number,
): LightboxState {
  const moveTo = (index: number): LightboxState => {
    const next = wrapIndex(index, count);
    return next === state.index ? state : { ...state, index: next, loaded: false };
  };
  switch (action.type) {
    case "open":
      return { open: true, index: wrapIndex(action.index, count), showInfo: false, loaded: false };
    case "close":
      return { ...state, open: false };
    case "next":
      return moveTo(state.index + 1);
    case "prev":
      return moveTo(state.index - 1);
    case "go":
      return moveTo(action.index);
    case "toggleInfo":
      return { ...state, showInfo: !state.showInfo };
    case "loaded":
      return state.loaded ? state : { ...state, loaded: true };
  }
}

/**
 * docs/product.md#lightbox keys: Escape closes, ← → navigate (wrapping), i or I toggles the info
 * panel.
 */
export function keyAction(key: string): LightboxAction | null {
  switch (key) {
    case "Escape":
      return { type: "close" };
    case "ArrowLeft":
      return { type: "prev" };
    case "ArrowRight":
      return { type: "next" };
    case "i":
    case "I":
      return { type: "toggleInfo" };
    default:
      return null;
  }
}

/**
 * docs/product.md#lightbox: a horizontal swipe over 50 px navigates (left = next), only with more
 * than 1 photo.
 */
export function swipeAction(deltaX: number, count: number): LightboxAction | null {
  if (count <= 1 || Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return null;
  return deltaX < 0 ? { type: "next" } : { type: "prev" };
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

/** What the controller keeps between renders, read when an action arrives. */
export interface LightboxSteps {
  state: LightboxState;
  count: number;
  paging: GalleryPaging | null | undefined;
  /** The next page was asked for by a step past the last loaded photo. */
  awaitingPage: boolean;
}

/**
 * One action of the controller: a step past the loaded photos of a paged gallery loads the next
 * page (the controller moves on once it is there) or opens the photo's own page; anything else
 * goes through reduceLightbox.
 */
export function stepLightbox(
  action: LightboxAction,
  steps: LightboxSteps,
  setState: (update: (now: LightboxState) => LightboxState) => void,
) {
  const beyond = stepBeyond(action, steps.state, steps.count, steps.paging);
  if (beyond === "load") {
    steps.awaitingPage = true;
    steps.paging?.loadMore?.();
    return;
  }
  if (beyond) return steps.paging?.openOutside?.(beyond);
  if (action.type === "close") steps.awaitingPage = false;
  setState((now) => reduceLightbox(now, action, steps.count));
}

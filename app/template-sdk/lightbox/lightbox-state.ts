import { SWIPE_THRESHOLD_PX } from "../constants";
import { wrapIndex } from "../carousel-state";

/** Spec §4: open or closed, current index (wrapping), info shown, image loaded. */
export interface LightboxState {
  open: boolean;
  index: number;
  showInfo: boolean;
  loaded: boolean;
}

export type LightboxAction =
  | { type: "open"; index: number }
  | { type: "close" }
  | { type: "next" }
  | { type: "prev" }
  | { type: "go"; index: number }
  | { type: "toggleInfo" }
  | { type: "loaded" };

export const closedLightbox: LightboxState = {
  open: false,
  index: 0,
  showInfo: false,
  loaded: false,
};

/** Every index change resets `loaded`, so each image fades in after it arrives (spec §4). */
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

/** Spec §2 keys: Escape closes, ← → navigate (wrapping), i or I toggles the info panel. */
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

/** Spec §2: a horizontal swipe over 50 px navigates (left = next), only with more than 1 photo. */
export function swipeAction(deltaX: number, count: number): LightboxAction | null {
  if (count <= 1 || Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return null;
  return deltaX < 0 ? { type: "next" } : { type: "prev" };
}

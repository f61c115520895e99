/*
 * The lightbox's state, what its controller (use-lightbox.ts) needs on every page. The rules that
 * step it (lightbox-rules.ts) come with the viewer's code, on first open.
 */

/**
 * docs/product.md#states-and-transitions: open or closed, current index (wrapping), info shown,
 * image loaded.
 */
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

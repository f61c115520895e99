import { CATEGORY_ARROW_THRESHOLD_PX, CATEGORY_SCROLL_STEP } from "./constants";

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * docs/product.md#gallery-page: left arrow once scrolled from the start, right arrow while more
 * than 10 px remain.
 */
export function arrowVisibility({ scrollLeft, scrollWidth, clientWidth }: ScrollBox) {
  return {
    left: scrollLeft > 0,
    right: scrollWidth - clientWidth - scrollLeft > CATEGORY_ARROW_THRESHOLD_PX,
  };
}

/** docs/product.md#constants-and-limits: arrows scroll by 75% of the visible width. */
export function scrollStep(clientWidth: number): number {
  return Math.round(clientWidth * CATEGORY_SCROLL_STEP);
}

import { useEffect, type RefObject } from "react";

/** What the visitor does before any scrolling: the snapping's code is fetched on the first. */
const MOVES = ["pointermove", "touchstart", "wheel", "keydown", "scroll"];

/**
 * Scroll snapping for the `[data-panel]` elements inside `container`
 * (docs/product.md#public-portfolio-and-templates, docs/product.md#constants-and-limits; see
 * panel-snapping.ts). Its code comes with the visitor's first move, not with the page: it only
 * answers to moves. Visitors who prefer reduced motion keep plain scrolling; without JavaScript
 * this never runs.
 */
export function usePanelSnap(container: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = container.current;
    if (!root || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const options = { capture: true, passive: true };
    const quiet = () => MOVES.forEach((type) => window.removeEventListener(type, start, options));
    function start() {
      quiet();
      void import("./panel-snapping").then(({ snapPanels }) => {
        if (!gone) stop = snapPanels(root!);
      });
    }
    MOVES.forEach((type) => window.addEventListener(type, start, options));
    return () => {
      gone = true;
      quiet();
      stop?.();
    };
  }, [container]);
}

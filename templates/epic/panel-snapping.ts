import { EPIC_SNAP_DELAY_MS, EPIC_SNAP_LOCK_MS } from "~/template-sdk";
import { snapTarget, wheelDirection, wheelTarget } from "./panel-snap";

/**
 * Scroll snapping for the `[data-panel]` elements inside `root`
 * (docs/product.md#public-portfolio-and-templates, docs/product.md#constants-and-limits): big wheel
 * movements jump a panel, and 150 ms after scrolling stops the page settles on the nearest one;
 * each jump locks snapping for 1 s so its own smooth scroll is not fought. Returns the stop. Loaded
 * with the visitor's first move (use-panel-snap.ts).
 */
export function snapPanels(root: HTMLElement): () => void {
  let lockedUntil = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const tops = () =>
    Array.from(root.querySelectorAll<HTMLElement>("[data-panel]")).map(
      (panel) => panel.getBoundingClientRect().top + window.scrollY,
    );
  const go = (top: number) => {
    lockedUntil = Date.now() + EPIC_SNAP_LOCK_MS;
    window.scrollTo({ top, behavior: "smooth" });
  };
  const onWheel = (event: WheelEvent) => {
    const direction = wheelDirection(event.deltaY);
    const target = direction ? wheelTarget(tops(), window.scrollY, direction) : null;
    if (target === null) return;
    event.preventDefault();
    if (Date.now() >= lockedUntil) go(target);
  };
  const onScroll = () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (Date.now() < lockedUntil) return;
      const target = snapTarget(tops(), window.scrollY, window.innerHeight);
      if (target !== null) go(target);
    }, EPIC_SNAP_DELAY_MS);
  };
  window.addEventListener("wheel", onWheel, { passive: false });
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    clearTimeout(settle);
    window.removeEventListener("wheel", onWheel);
    window.removeEventListener("scroll", onScroll);
  };
}

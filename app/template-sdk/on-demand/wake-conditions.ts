/**
 * When a waiting part wakes by itself (ADR 30, ADR 49): as it comes on screen, or with the
 * visitor's first move on the page. Reaching for it (click-replay.ts) wakes it too. Words:
 * docs/glossary.md.
 */

/**
 * On screen: a part is hydrated as it scrolls into view — not a part that only touches the
 * screen's bottom edge (IntersectionObserver counts that as intersecting), as a template's
 * sections do under a full-screen hero.
 */
export const ON_SCREEN = "0px 0px -1px 0px";

/**
 * Instead of a margin: the visitor's first move on the page (pointer, touch, wheel, key, scroll),
 * for a part that only reacts to those (the hero's parallax, the galleries), whatever is on
 * screen. One rendered after that move (its page hydrated later, or a section woke) wakes on
 * screen.
 */
export const FIRST_MOVE = "first move";
const MOVES = ["pointermove", "touchstart", "wheel", "keydown", "scroll"];

/**
 * The visitor has made a move since this code arrived (before hydration too): a FIRST_MOVE part
 * whose page hydrated after it, or rendered in a section that woke later, wakes as it comes on
 * screen instead of waiting for another.
 */
let moved = false;
if (typeof window !== "undefined") {
  const onMove = () => {
    moved = true;
    for (const type of MOVES) window.removeEventListener(type, onMove, true);
  };
  for (const type of MOVES) window.addEventListener(type, onMove, { capture: true, passive: true });
}

/**
 * Calls `wake` when the part in `wrapper` should wake by itself: `margin` is an
 * IntersectionObserver `rootMargin` (how near the screen), or FIRST_MOVE. Returns the stop.
 */
export function watchForWake(wrapper: Element, margin: string, wake: () => void) {
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
    { rootMargin: margin === FIRST_MOVE ? ON_SCREEN : margin },
  );
  const options = { capture: true, passive: true, once: true };
  if (margin === FIRST_MOVE && !moved)
    for (const type of MOVES) window.addEventListener(type, wake, options);
  // The wrapper has no box of its own (display: contents): its children are watched.
  else for (const child of Array.from(wrapper.children)) observer.observe(child);
  return () => {
    observer.disconnect();
    for (const type of MOVES) window.removeEventListener(type, wake, options);
  };
}

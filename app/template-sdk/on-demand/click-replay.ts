import { isPlainClick } from "../photo-link";

/**
 * The parts on the page that wait for their code (ADR 30), woken when the visitor reaches for
 * one (points at, touches or focuses it), and the click held until its part runs.
 *
 * React 18.3 does not replay a click on a part it has not hydrated: the browser would follow the
 * link or post the form (the page's behaviour without JavaScript). A plain click on a link or
 * button of a waiting part is held instead, the part woken, and the click made again once the
 * part runs.
 */

/** A part as this module sees it: its wrapper element maps to it in `waitingParts`. */
export interface WaitingPart {
  /** Loads the part's code and hydrates it. */
  wake(): void;
  running: boolean;
  code: { failed: boolean };
}

/** The attribute on a part's `display: contents` wrapper. */
export const PART_ATTRIBUTE = "data-on-demand";

/** The parts on the page by their wrapper (on-demand.tsx adds and removes them). */
export const waitingParts = new WeakMap<Element, WaitingPart>();
/** A click held until its part runs: the link or button, and that part. */
let held: { target: HTMLElement; part: WaitingPart } | null = null;
let listening = false;

/**
 * The part an event's target is in: the innermost that is registered (a part inside a part that
 * is not running yet is not waiting for anything of its own).
 */
function partAt(target: EventTarget | null) {
  const selector = `[${PART_ATTRIBUTE}]`;
  for (
    let element = (target as Element | null)?.closest?.(selector);
    element;
    element = element.parentElement?.closest(selector)
  ) {
    const part = waitingParts.get(element);
    if (part) return part;
  }
}

function holdClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>("a[href], button");
  const part = partAt(target ?? null);
  if (!target || !part || part.running || part.code.failed || !isPlainClick(event)) return;
  event.preventDefault();
  held = { target, part };
  part.wake();
}

/**
 * Clicks the held target again once its part runs (or, with no part given, after its code
 * failed to load: holdClick lets it through then, to the browser). A link the part replaced as
 * it started (the carousel's list becomes its frame) is clicked where the page still has one to
 * the same address — the visitor asked for that photo — or followed.
 */
export function releaseHeldClick(part?: WaitingPart) {
  if (!held || (part && held.part !== part)) return;
  const { target } = held;
  held = null;
  const href = target.getAttribute("href");
  if (target.isConnected) target.click();
  else if (href) {
    const same = document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
    if (same) same.click();
    else window.location.assign(href);
  }
}

/** Wakes the part the visitor reaches for, and holds a click on one until it runs. */
export function listenForReach() {
  if (listening) return;
  listening = true;
  // Capture on the window: before anything on the page can stop the event.
  const wake = (event: Event) => partAt(event.target)?.wake();
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"])
    window.addEventListener(type, wake, { capture: true, passive: true });
  window.addEventListener("click", holdClick, true);
}

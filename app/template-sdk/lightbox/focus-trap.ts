const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab should land instead of leaving the dialog: the last element from the first with
 * Shift, the first from the last without; null lets the browser move focus normally.
 */
export function wrapFocusIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (backwards && current <= 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  if (current === -1) return backwards ? count - 1 : 0;
  return null;
}

/** Keeps Tab inside `container` (a modal dialog). */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  // Only what can take focus now: the mobile dots are in the DOM but hidden on wide screens.
  const elements = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  const current = elements.indexOf(document.activeElement as HTMLElement);
  const target = wrapFocusIndex(current, elements.length, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  elements[target]?.focus();
}

/**
 * Makes everything outside `dialog` inert — each sibling of the dialog and of its ancestors up to
 * the body — so nothing behind a modal can be clicked, tabbed to or read out. Returns the undo,
 * which leaves alone what was inert already.
 */
export function inertOutside(dialog: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = dialog; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => made.forEach((element) => (element.inert = false));
}

import { memo, Suspense, useEffect, useRef, useState } from "react";
import { lazyAtHand } from "./lazy-at-hand";
import type { ServerToast } from "./toast-list";
import { subscribeToasts } from "./toast-store";

// Most visits see no toast: the list's code comes with the first one (lazy-at-hand.ts), before
// hydration when the server drew one into the page. The server has it at hand.
const ToastList = lazyAtHand(
  "ToastList",
  () => import("./toast-list").then((m) => m.ToastList),
  ".toaster > li",
);

/**
 * React hydrates a Suspense boundary in a later pass than the page: memoised, so that nothing
 * re-renders it before then.
 */
const Toasts = memo(function Toasts({ serverToast }: { serverToast: ServerToast | null }) {
  return (
    <Suspense fallback={null}>
      <ToastList serverToast={serverToast} />
    </Suspense>
  );
});

/**
 * The notification area, there from the start (a live region must exist before what it
 * announces), with the one visible toast once there is one (toast-list.tsx).
 */
export function Toaster({ serverToast }: { serverToast: ServerToast | null }) {
  const [queued, setQueued] = useState(false);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(
    () =>
      subscribeToasts((toasts) => {
        if (toasts.length) setQueued(true);
      }),
    [],
  );
  useEffect(() => {
    // docs/product.md#constants-and-limits: hotkey F8 focuses the notification area.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section aria-label="Notifications (F8)">
      {/* The live region wraps the list: a list may not take the status role itself. */}
      <div role="status" aria-live="polite">
        <ol ref={regionRef} tabIndex={-1} className="toaster">
          {serverToast || queued ? <Toasts serverToast={serverToast} /> : null}
        </ol>
      </div>
    </section>
  );
}

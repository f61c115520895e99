import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { subscribeToasts, toast as showToast, type ToastMessage } from "./toast-store";

// A toast's timer, swipe and close button arrive with the first toast shown with JavaScript, not
// with every page: most visits never see one.
const ToastItem = lazy(() => import("./toast-item").then((m) => ({ default: m.ToastItem })));

interface ServerToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * Renders the one visible toast. A toast flashed by the server is rendered into the HTML too, so
 * it reaches visitors without JavaScript; with JavaScript it joins the client queue.
 */
export function Toaster({ serverToast }: { serverToast: ServerToast | null }) {
  const [hydrated, setHydrated] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    setHydrated(true);
    return subscribeToasts(setToasts);
  }, []);
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  useEffect(() => {
    // Spec §9: hotkey F8 focuses the notification area.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const visible: ServerToast[] = hydrated ? toasts : serverToast ? [serverToast] : [];
  return (
    <section aria-label="Notifications (F8)">
      {/* The live region wraps the list: a list may not take the status role itself. */}
      <div role="status" aria-live="polite">
        <ol ref={regionRef} tabIndex={-1} className="toaster">
          {visible.map((t, index) =>
            "id" in t ? (
              <Suspense key={(t as ToastMessage).id} fallback={<PlainToast toast={t} />}>
                <ToastItem message={t as ToastMessage}>
                  <ToastText title={t.title} description={t.description} />
                </ToastItem>
              </Suspense>
            ) : (
              <PlainToast key={index} toast={t} />
            ),
          )}
        </ol>
      </div>
    </section>
  );
}

/** A toast as the server renders it: its text, no controls. */
function PlainToast({ toast }: { toast: ServerToast }) {
  return (
    <li className={`toast toast--${toast.variant ?? "default"}`}>
      <ToastText title={toast.title} description={toast.description} />
    </li>
  );
}

function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <p className="toast__title">{title}</p>
      {description ? <p className="toast__description">{description}</p> : null}
    </div>
  );
}

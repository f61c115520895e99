import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToasts, toast as showToast, type ToastMessage } from "./toast-store";

// A toast's timer, swipe and close button arrive with the first toast shown with JavaScript, not
// with the server's toast the page is first drawn with.
const ToastItem = lazy(() => import("./toast-item").then((m) => ({ default: m.ToastItem })));

export interface ServerToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/**
 * The toasts in the notification area (toaster.tsx), its code loaded only when there is one. A
 * toast flashed by the server is rendered into the HTML too, so it reaches visitors without
 * JavaScript; with JavaScript it joins the client queue.
 */
export function ToastList({ serverToast }: { serverToast: ServerToast | null }) {
  const [hydrated, setHydrated] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);

  useEffect(() => {
    setHydrated(true);
    return subscribeToasts(setToasts);
  }, []);
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);

  const visible: ServerToast[] = hydrated ? toasts : serverToast ? [serverToast] : [];
  return (
    <>
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
    </>
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

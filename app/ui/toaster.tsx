import { useEffect, useRef, useState, type PointerEvent } from "react";
import {
  dismissToast,
  subscribeToasts,
  toast as showToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastMessage,
} from "./toast-store";

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
              <ToastItem key={(t as ToastMessage).id} message={t as ToastMessage} />
            ) : (
              <li key={index} className={`toast toast--${t.variant ?? "default"}`}>
                <ToastText title={t.title} description={t.description} />
              </li>
            ),
          )}
        </ol>
      </div>
    </section>
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

function ToastItem({ message }: { message: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(message.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, message.id]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(message.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <li
      className={`toast toast--${message.variant ?? "default"}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <ToastText title={message.title} description={message.description} />
      <button
        type="button"
        className="toast__close"
        aria-label="Close"
        onClick={() => dismissToast(message.id)}
      >
        ×
      </button>
    </li>
  );
}

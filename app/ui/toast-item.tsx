import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastMessage,
} from "./toast-store";

/**
 * A toast shown with JavaScript (its text as children): it leaves after a while unless hovered or
 * focused, and when swiped away or closed.
 */
export function ToastItem({ message, children }: { message: ToastMessage; children: ReactNode }) {
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
      {children}
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

import { useSyncExternalStore } from "react";

const onConnectionChange = (change: () => void) => {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
};

/**
 * docs/product.md#navigation-and-site-wide-parts: shown while the browser reports being offline.
 * Its code is on every page, not loaded when the browser goes offline: that download would fail
 * then.
 */
export function OfflineBanner() {
  // Online on the server and while hydrating, so the markup matches; the browser's answer after.
  const offline = useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <strong>You&apos;re offline.</strong> Your internet connection appears to be offline. Some
      features may not work correctly.
    </div>
  );
}

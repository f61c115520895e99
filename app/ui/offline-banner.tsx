import { useEffect, useState } from "react";

/** Spec §2: shown while the browser reports being offline. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <strong>You&apos;re offline.</strong> Your internet connection appears to be offline. Some
      features may not work correctly.
    </div>
  );
}

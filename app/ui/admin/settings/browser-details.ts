/** What the Browser Details tab shows, read in the browser (never on the server). */
export function browserDetails(): Record<string, string> {
  const nav = navigator as Navigator & {
    deviceMemory?: number;
    connection?: { effectiveType?: string };
  };
  const supports = (ok: boolean) => (ok ? "Yes" : "No");
  return {
    "User agent": nav.userAgent,
    Platform: nav.platform || "Unknown",
    Language: nav.language,
    Viewport: `${window.innerWidth} × ${window.innerHeight}`,
    Screen: `${window.screen.width} × ${window.screen.height} at ${window.devicePixelRatio}x`,
    "CPU cores": nav.hardwareConcurrency ? String(nav.hardwareConcurrency) : "Unknown",
    "Device memory": nav.deviceMemory ? `${nav.deviceMemory} GB` : "Not reported",
    Connection: nav.connection?.effectiveType ?? "Not reported",
    Online: supports(nav.onLine),
    Cookies: supports(nav.cookieEnabled),
    "Local storage": supports(storageWorks()),
    "Intersection Observer": supports("IntersectionObserver" in window),
    "Responsive images (picture)": supports("HTMLPictureElement" in window),
  };
}

function storageWorks(): boolean {
  try {
    const probe = "viewfinder-storage-probe";
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

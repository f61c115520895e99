import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export interface AnalyticsConfig {
  scriptUrl: string;
  siteId: string | null;
}

type Tracker = {
  analytics?: { page?: (props?: object) => void };
  plausible?: (event: string, options?: object) => void;
  gtag?: (command: string, event: string, params?: object) => void;
};

/** Tells whichever analytics library the configured script installed about one page view. */
function reportPageView(url: string) {
  const w = window as unknown as Tracker;
  if (w.analytics?.page) w.analytics.page({ url });
  else if (w.plausible) w.plausible("pageview", { u: url });
  else if (w.gtag) w.gtag("event", "page_view", { page_location: url });
  window.dispatchEvent(new CustomEvent("viewfinder:pageview", { detail: { url } }));
}

/**
 * docs/product.md#routes: page views are reported to a third-party analytics service on each route
 * change. Nothing is loaded at all unless ANALYTICS_SCRIPT_URL is configured.
 */
export function Analytics({
  config,
  nonce,
}: {
  config: AnalyticsConfig | null;
  /** The page's CSP nonce (root's useNonce: loaded on demand, this one does not import it). */
  nonce: string;
}) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!config) return;
    // The script reports the first page itself when it loads; later navigations are ours.
    if (first.current) {
      first.current = false;
      return;
    }
    reportPageView(window.location.href);
  }, [config, location.pathname, location.search]);
  if (!config) return null;
  return (
    <script
      async
      defer
      src={config.scriptUrl}
      data-domain={config.siteId ?? undefined}
      nonce={nonce}
    />
  );
}
